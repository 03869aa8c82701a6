-- Hardening. Tenancy kept by the database: every parent is unique on (business_id, id) and every child
-- points at it with its own business_id, so no row can refer to another business's record. The checks take
-- their lists from the contract. A record of deleted shifts keeps the bookings a delete removes.
CREATE TABLE "shift_deletions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"shift_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bookings" jsonb NOT NULL
);--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_availability_check";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_status_check";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_lock_day_check";--> statement-breakpoint
ALTER TABLE "shift_slots" DROP CONSTRAINT "shift_slots_type_check";--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_type_check";--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_shift_id_shifts_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_slot_id_shift_slots_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_area_role_id_area_roles_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "employee_area_roles" DROP CONSTRAINT "employee_area_roles_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "employee_area_roles" DROP CONSTRAINT "employee_area_roles_area_role_id_area_roles_id_fk";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "guides" DROP CONSTRAINT "guides_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "area_roles" DROP CONSTRAINT "area_roles_area_id_areas_id_fk";--> statement-breakpoint
ALTER TABLE "areas" DROP CONSTRAINT "areas_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "shift_area_roles" DROP CONSTRAINT "shift_area_roles_shift_id_shifts_id_fk";--> statement-breakpoint
ALTER TABLE "shift_area_roles" DROP CONSTRAINT "shift_area_roles_area_role_id_area_roles_id_fk";--> statement-breakpoint
ALTER TABLE "shift_slots" DROP CONSTRAINT "shift_slots_shift_id_shifts_id_fk";--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_location_id_locations_id_fk";--> statement-breakpoint
ALTER TABLE "slot_positions" DROP CONSTRAINT "slot_positions_slot_id_shift_slots_id_fk";--> statement-breakpoint
ALTER TABLE "slot_positions" DROP CONSTRAINT "slot_positions_area_role_id_area_roles_id_fk";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "area_roles" ADD CONSTRAINT "area_roles_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "shift_slots" ADD CONSTRAINT "shift_slots_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_business_id_unique" UNIQUE("business_id","id");--> statement-breakpoint
ALTER TABLE "shift_deletions" ADD CONSTRAINT "shift_deletions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_deletions" ADD CONSTRAINT "shift_deletions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_fk" FOREIGN KEY ("business_id","booking_id") REFERENCES "public"."bookings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shift_fk" FOREIGN KEY ("business_id","shift_id") REFERENCES "public"."shifts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_fk" FOREIGN KEY ("business_id","slot_id") REFERENCES "public"."shift_slots"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_area_role_fk" FOREIGN KEY ("business_id","area_role_id") REFERENCES "public"."area_roles"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_area_roles" ADD CONSTRAINT "employee_area_roles_employee_fk" FOREIGN KEY ("business_id","employee_id") REFERENCES "public"."employees"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_area_roles" ADD CONSTRAINT "employee_area_roles_area_role_fk" FOREIGN KEY ("business_id","area_role_id") REFERENCES "public"."area_roles"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_user_fk" FOREIGN KEY ("business_id","user_id") REFERENCES "public"."users"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_roles" ADD CONSTRAINT "area_roles_area_fk" FOREIGN KEY ("business_id","area_id") REFERENCES "public"."areas"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_area_roles" ADD CONSTRAINT "shift_area_roles_shift_fk" FOREIGN KEY ("business_id","shift_id") REFERENCES "public"."shifts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_area_roles" ADD CONSTRAINT "shift_area_roles_area_role_fk" FOREIGN KEY ("business_id","area_role_id") REFERENCES "public"."area_roles"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_slots" ADD CONSTRAINT "shift_slots_shift_fk" FOREIGN KEY ("business_id","shift_id") REFERENCES "public"."shifts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_positions" ADD CONSTRAINT "slot_positions_slot_fk" FOREIGN KEY ("business_id","slot_id") REFERENCES "public"."shift_slots"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_positions" ADD CONSTRAINT "slot_positions_area_role_fk" FOREIGN KEY ("business_id","area_role_id") REFERENCES "public"."area_roles"("business_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_deletions_business_id_deleted_at_index" ON "shift_deletions" USING btree ("business_id","deleted_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Pending', 'Accepted', 'Apply For Leave', 'Rejected', 'Leave Rejected', 'Released'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_availability_check" CHECK ("employees"."availability" in ('FullTime', 'PartTime', 'ThreeDay', 'Manager'));--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_status_check" CHECK ("employees"."status" in ('active_employee', 'waiting_for_approval', 'rejected', 'inactive'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_lock_day_check" CHECK ("locations"."lock_day" in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'));--> statement-breakpoint
ALTER TABLE "shift_slots" ADD CONSTRAINT "shift_slots_type_check" CHECK ("shift_slots"."type" in ('Full', 'Half'));--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_day_check" CHECK ("shifts"."day" in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'));--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_type_check" CHECK ("shifts"."shift_type" in ('Non_Premium', 'Premium'));
--> statement-breakpoint
-- A booking always holds its slot's current times. The value is read in the trigger, with a snapshot of its
-- own and a share lock on the slot: an insert racing a move of the shift (PUT or PATCH) waits for the move
-- to commit and then takes the new times, instead of the times its statement saw when it started.
CREATE FUNCTION bookings_during_from_slot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT tstzrange(starts_at, ends_at, '[)') INTO NEW.during FROM shift_slots WHERE id = NEW.slot_id FOR SHARE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_during_from_slot BEFORE INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION bookings_during_from_slot();--> statement-breakpoint
-- Join codes of 12 symbols from an alphabet without look-alikes (the contract's JOIN_CODE_ALPHABET); the old
-- 8-character codes are replaced. Each symbol takes the first byte of its own random UUID.
UPDATE "businesses" b SET "join_code" = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', get_byte(uuid_send(gen_random_uuid()), 0) % 31 + 1, 1), '')
  FROM generate_series(1, 12) WHERE b.id IS NOT NULL
) WHERE length("join_code") < 10;
