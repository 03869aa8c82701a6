-- Issue 37: a location's opening hours per weekday (demand.md, "Labour model").
CREATE TABLE "opening_hours" (
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"weekday" text NOT NULL,
	"open" time NOT NULL,
	"close" time NOT NULL,
	CONSTRAINT "opening_hours_location_id_weekday_open_pk" PRIMARY KEY("location_id","weekday","open"),
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'))
);
--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;