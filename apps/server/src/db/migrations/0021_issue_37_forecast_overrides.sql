-- Issue 37: managers' totals for days of a location's forecast, with who, when, why and the forecast before (demand.md, "Forecast").
CREATE TABLE "forecast_overrides" (
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales" numeric(12, 2),
	"transactions" numeric(12, 2),
	"reason" text NOT NULL,
	"forecast_before" numeric(12, 2) NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_overrides_location_id_day_pk" PRIMARY KEY("location_id","day"),
	CONSTRAINT "forecast_overrides_one_total_check" CHECK (("forecast_overrides"."sales" is null) <> ("forecast_overrides"."transactions" is null)),
	CONSTRAINT "forecast_overrides_positive_check" CHECK (coalesce("forecast_overrides"."sales", "forecast_overrides"."transactions") >= 0)
);
--> statement-breakpoint
ALTER TABLE "forecast_overrides" ADD CONSTRAINT "forecast_overrides_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_overrides" ADD CONSTRAINT "forecast_overrides_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_overrides" ADD CONSTRAINT "forecast_overrides_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;