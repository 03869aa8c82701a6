CREATE TABLE "availability_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "availability_windows_weekday_check" CHECK ("availability_windows"."weekday" between 1 and 7),
	CONSTRAINT "availability_windows_minutes_check" CHECK ("availability_windows"."start_minute" between 0 and 1439 and "availability_windows"."end_minute" > "availability_windows"."start_minute" and "availability_windows"."end_minute" - "availability_windows"."start_minute" <= 1440),
	CONSTRAINT "availability_windows_kind_check" CHECK ("availability_windows"."kind" in ('available', 'preferred', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"from_minute" smallint,
	"to_minute" smallint,
	"reason" text,
	"status" text NOT NULL,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_status_check" CHECK ("time_off"."status" in ('Pending', 'Approved', 'Denied', 'Cancelled')),
	CONSTRAINT "time_off_days_check" CHECK ("time_off"."to_day" >= "time_off"."from_day" and "time_off"."to_day" - "time_off"."from_day" < 62),
	CONSTRAINT "time_off_minutes_check" CHECK (("time_off"."from_minute" is null and "time_off"."to_minute" is null) or ("time_off"."from_minute" is not null and "time_off"."to_minute" is not null and "time_off"."to_day" = "time_off"."from_day" and "time_off"."from_minute" between 0 and 1439 and "time_off"."to_minute" > "time_off"."from_minute" and "time_off"."to_minute" <= 1439))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "max_week_hours" numeric(5, 2) DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "min_rest_hours" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "max_shifts_per_day" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "draft_weeks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "swaps_need_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "max_week_hours" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_employee_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_employee_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_windows_employee_id_weekday_index" ON "availability_windows" USING btree ("employee_id","weekday");--> statement-breakpoint
CREATE INDEX "time_off_business_id_status_from_day_index" ON "time_off" USING btree ("business_id","status","from_day");--> statement-breakpoint
CREATE INDEX "time_off_employee_id_to_day_index" ON "time_off" USING btree ("employee_id","to_day");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_max_week_hours_check" CHECK ("businesses"."max_week_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_min_rest_hours_check" CHECK ("businesses"."min_rest_hours" between 0 and 24);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_max_shifts_per_day_check" CHECK ("businesses"."max_shifts_per_day" between 1 and 10);--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_max_week_hours_check" CHECK ("employees"."max_week_hours" between 1 and 168);--> statement-breakpoint
-- Windows of one weekday never overlap (week-building.md, "Availability"), whatever writes them.
ALTER TABLE "availability_windows" ADD CONSTRAINT "availability_windows_no_overlap" EXCLUDE USING gist ("employee_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);
