CREATE TABLE "auto_fill_applies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_fill_applies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"location_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "auto_fill_applies_business_id_unique" UNIQUE("business_id","id")
);
--> statement-breakpoint
CREATE TABLE "auto_fill_bookings" (
	"apply_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	CONSTRAINT "auto_fill_bookings_apply_id_booking_id_pk" PRIMARY KEY("apply_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "auto_fill_applies" ADD CONSTRAINT "auto_fill_applies_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_fill_applies" ADD CONSTRAINT "auto_fill_applies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_fill_applies" ADD CONSTRAINT "auto_fill_applies_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_fill_bookings" ADD CONSTRAINT "auto_fill_bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_fill_bookings" ADD CONSTRAINT "auto_fill_bookings_apply_fk" FOREIGN KEY ("business_id","apply_id") REFERENCES "public"."auto_fill_applies"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_fill_bookings" ADD CONSTRAINT "auto_fill_bookings_booking_fk" FOREIGN KEY ("business_id","booking_id") REFERENCES "public"."bookings"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_fill_bookings_booking_id_index" ON "auto_fill_bookings" USING btree ("booking_id");