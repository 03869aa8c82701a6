-- Issue 34: calendar-feed tokens kept as their sha256 only (hex, as sessions' are), so existing links keep working;
-- and the notice of an e-mail change, a mail of its own kind.
ALTER TABLE "calendar_feeds" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" RENAME CONSTRAINT "calendar_feeds_token_unique" TO "calendar_feeds_tokenHash_unique";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('shift_assigned', 'shift_changed', 'request_decided', 'time_off_decided', 'join_approved', 'week_published', 'swap_offered', 'swap_decided', 'time_off_requested', 'pickup_requested', 'no_show', 'missed_clock_out', 'password_reset', 'email_changed'));
