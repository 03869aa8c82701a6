-- Issue 35: the availability kind prefer_not, a soft avoid between available and unavailable.
ALTER TABLE "availability_windows" DROP CONSTRAINT "availability_windows_kind_check";--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_kind_check" CHECK ("availability_windows"."kind" in ('available', 'preferred', 'prefer_not', 'unavailable'));