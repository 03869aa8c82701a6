CREATE TABLE "attendance_alerts" (
	"business_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_alerts_booking_id_kind_pk" PRIMARY KEY("booking_id","kind")
);
--> statement-breakpoint
CREATE TABLE "employee_role_rates" (
	"business_id" integer NOT NULL,
	"wage_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	CONSTRAINT "employee_role_rates_wage_id_area_role_id_pk" PRIMARY KEY("wage_id","area_role_id"),
	CONSTRAINT "employee_role_rates_rate_check" CHECK ("employee_role_rates"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_wages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_wages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_wages_employee_day_unique" UNIQUE("employee_id","effective_from"),
	CONSTRAINT "employee_wages_business_id_unique" UNIQUE("business_id","id"),
	CONSTRAINT "employee_wages_rate_check" CHECK ("employee_wages"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kiosk_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kiosk_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kiosk_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kiosks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_locationId_unique" UNIQUE("location_id"),
	CONSTRAINT "kiosks_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "location_budgets" (
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"week" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_budgets_location_id_week_pk" PRIMARY KEY("location_id","week"),
	CONSTRAINT "location_budgets_monday_check" CHECK (extract(isodow from "location_budgets"."week") = 1),
	CONSTRAINT "location_budgets_amount_check" CHECK ("location_budgets"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "punch_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punch_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"punch_id" integer NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"booking_id" integer,
	"location_id" integer NOT NULL,
	"in_at" timestamp with time zone NOT NULL,
	"out_at" timestamp with time zone,
	"breaks" "tstzmultirange" DEFAULT '{}'::tstzmultirange NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punches_business_id_unique" UNIQUE("business_id","id"),
	CONSTRAINT "punches_out_after_in_check" CHECK ("punches"."out_at" is null or "punches"."out_at" >= "punches"."in_at"),
	CONSTRAINT "punches_breaks_inside_check" CHECK ("punches"."breaks" <@ tstzmultirange(tstzrange("punches"."in_at", "punches"."out_at", '[]'))),
	CONSTRAINT "punches_flags_check" CHECK ("punches"."flags" <@ array['outside_geofence', 'no_location', 'missed_clock_out', 'unscheduled', 'edited', 'client_time_ignored']::text[]),
	CONSTRAINT "punches_source_check" CHECK ("punches"."source" in ('app', 'kiosk', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"day" date NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_location_id_employee_id_day_pk" PRIMARY KEY("location_id","employee_id","day")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "overtime_week_hours" numeric(5, 2) DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "overtime_multiplier" numeric(3, 2) DEFAULT '1.50' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "early_clock_in_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "late_grace_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "no_show_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "auto_close_hours" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "allow_unscheduled_punches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "paid_break_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "geofence_mode" text DEFAULT 'flag' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "managers_see_wages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "geofence_m" integer;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_booking_fk" FOREIGN KEY ("business_id","booking_id") REFERENCES "public"."bookings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_role_rates" ADD CONSTRAINT "employee_role_rates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_role_rates" ADD CONSTRAINT "employee_role_rates_wage_fk" FOREIGN KEY ("business_id","wage_id") REFERENCES "public"."employee_wages"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_role_rates" ADD CONSTRAINT "employee_role_rates_area_role_fk" FOREIGN KEY ("business_id","area_role_id") REFERENCES "public"."area_roles"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_wages" ADD CONSTRAINT "employee_wages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_wages" ADD CONSTRAINT "employee_wages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_wages" ADD CONSTRAINT "employee_wages_employee_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_failures" ADD CONSTRAINT "kiosk_failures_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_budgets" ADD CONSTRAINT "location_budgets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_budgets" ADD CONSTRAINT "location_budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_budgets" ADD CONSTRAINT "location_budgets_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_edits" ADD CONSTRAINT "punch_edits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_edits" ADD CONSTRAINT "punch_edits_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_edits" ADD CONSTRAINT "punch_edits_punch_fk" FOREIGN KEY ("business_id","punch_id") REFERENCES "public"."punches"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_employee_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_booking_fk" FOREIGN KEY ("business_id","booking_id") REFERENCES "public"."bookings"("business_id","id") ON DELETE SET NULL ("booking_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_employee_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_failures_kiosk_id_at_index" ON "kiosk_failures" USING btree ("kiosk_id","at");--> statement-breakpoint
CREATE INDEX "punch_edits_punch_id_id_index" ON "punch_edits" USING btree ("punch_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "punches_one_open_idx" ON "punches" USING btree ("employee_id") WHERE out_at is null;--> statement-breakpoint
CREATE INDEX "punches_location_id_in_at_index" ON "punches" USING btree ("location_id","in_at");--> statement-breakpoint
CREATE INDEX "punches_employee_id_in_at_index" ON "punches" USING btree ("employee_id","in_at");--> statement-breakpoint
CREATE INDEX "punches_booking_id_index" ON "punches" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "timesheet_approvals_employee_id_day_index" ON "timesheet_approvals" USING btree ("employee_id","day");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_pin_unique" UNIQUE("business_id","pin_hash");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_currency_check" CHECK ("businesses"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_overtime_week_hours_check" CHECK ("businesses"."overtime_week_hours" between 1 and 168);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_overtime_multiplier_check" CHECK ("businesses"."overtime_multiplier" between 1 and 3);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_early_clock_in_check" CHECK ("businesses"."early_clock_in_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_late_grace_check" CHECK ("businesses"."late_grace_minutes" between 0 and 120);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_no_show_check" CHECK ("businesses"."no_show_minutes" between 1 and 720);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_auto_close_check" CHECK ("businesses"."auto_close_hours" between 1 and 24);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_paid_break_check" CHECK ("businesses"."paid_break_minutes" between 0 and 60);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_geofence_mode_check" CHECK ("businesses"."geofence_mode" in ('off', 'flag', 'block'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_geofence_check" CHECK (("locations"."latitude" is null and "locations"."longitude" is null and "locations"."geofence_m" is null) or ("locations"."latitude" between -90 and 90 and "locations"."longitude" between -180 and 180 and "locations"."geofence_m" between 10 and 100000));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('shift_assigned', 'shift_changed', 'request_decided', 'time_off_decided', 'join_approved', 'week_published', 'swap_offered', 'swap_decided', 'time_off_requested', 'pickup_requested', 'no_show', 'missed_clock_out', 'password_reset'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('shift_assigned', 'shift_changed', 'request_decided', 'time_off_decided', 'join_approved', 'week_published', 'swap_offered', 'swap_decided', 'time_off_requested', 'pickup_requested', 'no_show', 'missed_clock_out'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('shift_assigned', 'shift_changed', 'request_decided', 'time_off_decided', 'join_approved', 'week_published', 'swap_offered', 'swap_decided', 'time_off_requested', 'pickup_requested', 'no_show', 'missed_clock_out'));--> statement-breakpoint
-- An approved day is locked (time-and-cost.md, "Timesheets"): no punch of an employee's approved local day at a
-- location may be added or have its times, breaks or flags changed, whatever writes it, until the owner reopens
-- the day. A punch's day is its clock-in's local day. Losing its booking (the shift deleted) is not a change of time.
CREATE FUNCTION brigade_punch_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.in_at = OLD.in_at AND NEW.out_at IS NOT DISTINCT FROM OLD.out_at
      AND NEW.breaks = OLD.breaks AND NEW.flags = OLD.flags AND NEW.location_id = OLD.location_id
      AND NEW.employee_id = OLD.employee_id THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND EXISTS (
      SELECT 1 FROM timesheet_approvals a JOIN locations l ON l.id = OLD.location_id
      WHERE a.location_id = OLD.location_id AND a.employee_id = OLD.employee_id
        AND a.day = (OLD.in_at AT TIME ZONE l.time_zone)::date) THEN
    RAISE EXCEPTION 'punch % lies in an approved timesheet', OLD.id USING ERRCODE = 'BR001';
  END IF;
  IF EXISTS (
      SELECT 1 FROM timesheet_approvals a JOIN locations l ON l.id = NEW.location_id
      WHERE a.location_id = NEW.location_id AND a.employee_id = NEW.employee_id
        AND a.day = (NEW.in_at AT TIME ZONE l.time_zone)::date) THEN
    RAISE EXCEPTION 'punch lies in an approved timesheet' USING ERRCODE = 'BR001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER punches_locked BEFORE INSERT OR UPDATE ON punches
  FOR EACH ROW EXECUTE FUNCTION brigade_punch_locked();
