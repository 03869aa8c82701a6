-- Issue 38: good-faith estimates of weekly hours (fair-workweek.md, "Good-faith estimate"), versioned like wages.
CREATE TABLE "employee_estimates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_estimates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"weekly_hours_min" numeric(5, 2) NOT NULL,
	"weekly_hours_max" numeric(5, 2) NOT NULL,
	"days" text[],
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_estimates_employee_day_unique" UNIQUE("employee_id","effective_from"),
	CONSTRAINT "employee_estimates_hours_check" CHECK ("employee_estimates"."weekly_hours_min" >= 0 and "employee_estimates"."weekly_hours_max" >= "employee_estimates"."weekly_hours_min" and "employee_estimates"."weekly_hours_max" <= 168)
);
--> statement-breakpoint
ALTER TABLE "employee_estimates" ADD CONSTRAINT "employee_estimates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_estimates" ADD CONSTRAINT "employee_estimates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_estimates_business_id_employee_id_index" ON "employee_estimates" USING btree ("business_id","employee_id");