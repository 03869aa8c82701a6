-- Chain scale (50 locations, 200,000 shifts): each slot carries its shift's location, so a location's slots in a
-- period are found by index (rosters, timelines, vacant positions) instead of by joining every shift.
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_id_location_unique" UNIQUE("id","location_id");--> statement-breakpoint
ALTER TABLE "shift_slots" ADD COLUMN "location_id" integer;--> statement-breakpoint
UPDATE "shift_slots" sl SET "location_id" = s."location_id" FROM "shifts" s WHERE s."id" = sl."shift_id";--> statement-breakpoint
ALTER TABLE "shift_slots" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
-- Moving a shift to another location moves its slots with it.
ALTER TABLE "shift_slots" ADD CONSTRAINT "shift_slots_shift_location_fk" FOREIGN KEY ("shift_id","location_id") REFERENCES "public"."shifts"("id","location_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- A slot is written without its location (the app, the demo seed, bulk loads): the database fills it in.
CREATE FUNCTION shift_slots_fill_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT location_id INTO NEW.location_id FROM shifts WHERE id = NEW.shift_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER shift_slots_fill_location BEFORE INSERT ON "shift_slots"
  FOR EACH ROW WHEN (NEW.location_id IS NULL) EXECUTE FUNCTION shift_slots_fill_location();--> statement-breakpoint
CREATE INDEX "shift_slots_location_starts_idx" ON "shift_slots" USING btree ("business_id","location_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "shift_slots_location_ends_idx" ON "shift_slots" USING btree ("business_id","location_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "shift_slots_business_starts_idx" ON "shift_slots" USING btree ("business_id","starts_at","ends_at");--> statement-breakpoint
-- The open positions of a slot with their role, so the rosters count them from the index alone.
DROP INDEX "slot_positions_open_idx";--> statement-breakpoint
CREATE INDEX "slot_positions_open_idx" ON "slot_positions" USING btree ("slot_id","area_role_id") WHERE "slot_positions"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "users_business_name_idx" ON "users" USING btree ("business_id","name");
