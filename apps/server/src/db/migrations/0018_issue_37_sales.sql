-- Issue 37: a location's sales history, one row per 15-minute interval (sales, transactions or both).
CREATE TABLE "sales_intervals" (
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"sales" numeric(12, 2),
	"transactions" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_intervals_location_id_start_pk" PRIMARY KEY("location_id","start"),
	CONSTRAINT "sales_intervals_quarter_check" CHECK (extract(epoch from "sales_intervals"."start")::bigint % 900 = 0),
	CONSTRAINT "sales_intervals_sales_check" CHECK ("sales_intervals"."sales" >= 0),
	CONSTRAINT "sales_intervals_transactions_check" CHECK ("sales_intervals"."transactions" >= 0),
	CONSTRAINT "sales_intervals_some_check" CHECK ("sales_intervals"."sales" is not null or "sales_intervals"."transactions" is not null)
);
--> statement-breakpoint
ALTER TABLE "sales_intervals" ADD CONSTRAINT "sales_intervals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_intervals" ADD CONSTRAINT "sales_intervals_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;