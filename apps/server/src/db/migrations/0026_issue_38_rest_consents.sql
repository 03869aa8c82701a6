-- Issue 38: consents to a short rest between shifts (fair-workweek.md, "Rest between shifts"), and their notification kind.
CREATE TABLE "rest_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rest_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rest_hours" numeric(5, 2) NOT NULL,
	"pack_id" text NOT NULL,
	"premium_cents" integer,
	"premium_basis" text NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "rest_consents_status_check" CHECK ("rest_consents"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "rest_consents_basis_check" CHECK ("rest_consents"."premium_basis" in ('no_rules', 'outside_notice', 'exempt', 'small_change', 'below_threshold', 'not_owed', 'amount', 'hours', 'lost_hours_share', 'no_rate')),
	CONSTRAINT "rest_consents_premium_check" CHECK ("rest_consents"."premium_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "rest_consents" ADD CONSTRAINT "rest_consents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_consents" ADD CONSTRAINT "rest_consents_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rest_consents_open_idx" ON "rest_consents" USING btree ("employee_id","slot_id","area_role_id") WHERE "rest_consents"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "rest_consents_business_id_employee_id_status_index" ON "rest_consents" USING btree ("business_id","employee_id","status");--> statement-breakpoint
CREATE INDEX "rest_consents_business_id_location_id_requested_at_index" ON "rest_consents" USING btree ("business_id","location_id","requested_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('shift_assigned', 'shift_changed', 'request_decided', 'time_off_decided', 'join_approved', 'week_published', 'swap_offered', 'swap_decided', 'time_off_requested', 'pickup_requested', 'no_show', 'missed_clock_out', 'kiosk_locked', 'rest_consent_requested', 'password_reset', 'email_changed', 'invitation'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('shift_assigned', 'shift_changed', 'request_decided', 'time_off_decided', 'join_approved', 'week_published', 'swap_offered', 'swap_decided', 'time_off_requested', 'pickup_requested', 'no_show', 'missed_clock_out', 'kiosk_locked', 'rest_consent_requested'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('shift_assigned', 'shift_changed', 'request_decided', 'time_off_decided', 'join_approved', 'week_published', 'swap_offered', 'swap_decided', 'time_off_requested', 'pickup_requested', 'no_show', 'missed_clock_out', 'kiosk_locked', 'rest_consent_requested'));