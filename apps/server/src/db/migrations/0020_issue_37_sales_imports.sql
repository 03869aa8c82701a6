-- Issue 37: CSV imports of sales history, and which import wrote each interval (demand.md, "Sales history").
CREATE TABLE "sales_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"shape" text NOT NULL,
	"rows_read" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"intervals" integer NOT NULL,
	"from_day" date,
	"to_day" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_imports_shape_check" CHECK ("sales_imports"."shape" in ('tickets', 'intervals'))
);
--> statement-breakpoint
ALTER TABLE "sales_intervals" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD CONSTRAINT "sales_imports_location_fk" FOREIGN KEY ("business_id","location_id") REFERENCES "public"."locations"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_intervals" ADD CONSTRAINT "sales_intervals_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_intervals_import_idx" ON "sales_intervals" USING btree ("import_id");