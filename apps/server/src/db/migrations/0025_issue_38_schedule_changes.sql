-- Issue 38: the change log of posted positions (fair-workweek.md, "Posting and the change log"), written by the bookings ledger.
CREATE TABLE "schedule_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shift_starts_at" timestamp with time zone NOT NULL,
	"minutes_before" integer NOT NULL,
	"minutes_after" integer NOT NULL,
	"notice_minutes" integer NOT NULL,
	"made_by" integer,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"exempt_reason" text,
	"pack_id" text,
	"rate_cents" integer,
	"pay_cents" integer,
	"pay_basis" text NOT NULL,
	CONSTRAINT "schedule_changes_kind_check" CHECK ("schedule_changes"."kind" in ('added', 'reduced')),
	CONSTRAINT "schedule_changes_basis_check" CHECK ("schedule_changes"."pay_basis" in ('no_rules', 'outside_notice', 'exempt', 'small_change', 'below_threshold', 'not_owed', 'amount', 'hours', 'lost_hours_share', 'no_rate')),
	CONSTRAINT "schedule_changes_exempt_check" CHECK ("schedule_changes"."exempt_reason" is null or "schedule_changes"."exempt_reason" in ('employee_request', 'mutual_agreement', 'emergency', 'utility_failure', 'natural_event', 'public_authority', 'discipline', 'small_change')),
	CONSTRAINT "schedule_changes_minutes_check" CHECK ("schedule_changes"."minutes_before" >= 0 and "schedule_changes"."minutes_after" >= 0),
	CONSTRAINT "schedule_changes_pay_check" CHECK ("schedule_changes"."pay_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_changes_business_id_location_id_shift_starts_at_index" ON "schedule_changes" USING btree ("business_id","location_id","shift_starts_at");--> statement-breakpoint
CREATE INDEX "schedule_changes_business_id_employee_id_shift_starts_at_index" ON "schedule_changes" USING btree ("business_id","employee_id","shift_starts_at");