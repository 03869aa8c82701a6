-- Issue 36: a shift name carries its usual times, which the Create Shift form fills in (both or neither).
ALTER TABLE "shift_names" ADD COLUMN "start_time" time;--> statement-breakpoint
ALTER TABLE "shift_names" ADD COLUMN "end_time" time;--> statement-breakpoint
ALTER TABLE "shift_names" ADD CONSTRAINT "shift_names_times_check" CHECK (("shift_names"."start_time" is null) = ("shift_names"."end_time" is null));