-- Issue 37: a location's labour model, one rule per role (demand.md, "Labour model").
CREATE TABLE "labour_rules" (
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	"driver" text NOT NULL,
	"per" numeric(12, 2),
	"count" integer,
	"min" integer DEFAULT 0 NOT NULL,
	"max" integer,
	"steps" jsonb,
	"before_open_min" integer DEFAULT 0 NOT NULL,
	"after_close_min" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "labour_rules_location_id_area_role_id_pk" PRIMARY KEY("location_id","area_role_id"),
	CONSTRAINT "labour_rules_driver_check" CHECK ("labour_rules"."driver" in ('sales', 'transactions', 'fixed')),
	CONSTRAINT "labour_rules_people_check" CHECK ("labour_rules"."min" >= 0 and ("labour_rules"."max" is null or "labour_rules"."max" >= "labour_rules"."min")),
	CONSTRAINT "labour_rules_prep_check" CHECK ("labour_rules"."before_open_min" >= 0 and "labour_rules"."after_close_min" >= 0)
);
--> statement-breakpoint
ALTER TABLE "labour_rules" ADD CONSTRAINT "labour_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_rules" ADD CONSTRAINT "labour_rules_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_rules" ADD CONSTRAINT "labour_rules_area_role_fk" FOREIGN KEY ("business_id","area_role_id") REFERENCES "public"."area_roles"("business_id","id") ON DELETE cascade ON UPDATE no action;