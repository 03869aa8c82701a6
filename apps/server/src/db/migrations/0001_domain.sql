CREATE TABLE "businesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "businesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo_path" text,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_joinCode_unique" UNIQUE("join_code")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" "citext" NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" "citext" NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"avatar_path" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('owner', 'manager', 'team_member'))
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"actor_user_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text NOT NULL,
	"action_detail" text,
	"during" "tstzrange" NOT NULL,
	"holds" boolean GENERATED ALWAYS AS (status in ('Accepted', 'Apply For Leave', 'Leave Rejected')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Pending','Accepted','Apply For Leave','Rejected','Leave Rejected','Released'))
);
--> statement-breakpoint
CREATE TABLE "employee_area_roles" (
	"business_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	CONSTRAINT "employee_area_roles_employee_id_area_role_id_pk" PRIMARY KEY("employee_id","area_role_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"availability" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "employees_availability_check" CHECK ("employees"."availability" in ('FullTime','PartTime','ThreeDay','Manager')),
	CONSTRAINT "employees_status_check" CHECK ("employees"."status" in ('active_employee','waiting_for_approval','rejected','inactive'))
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "guides_userId_key_unique" UNIQUE("user_id","key"),
	CONSTRAINT "guides_value_check" CHECK ("guides"."value" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "area_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "area_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_roles_areaId_name_unique" UNIQUE("area_id","name")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_locationId_name_unique" UNIQUE("location_id","name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"lock_day" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_businessId_name_unique" UNIQUE("business_id","name"),
	CONSTRAINT "locations_lock_day_check" CHECK ("locations"."lock_day" in ('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday'))
);
--> statement-breakpoint
CREATE TABLE "shift_area_roles" (
	"business_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	"role_count" integer NOT NULL,
	CONSTRAINT "shift_area_roles_shift_id_area_role_id_pk" PRIMARY KEY("shift_id","area_role_id"),
	CONSTRAINT "shift_area_roles_count_check" CHECK ("shift_area_roles"."role_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "shift_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_names_businessId_name_unique" UNIQUE("business_id","name")
);
--> statement-breakpoint
CREATE TABLE "shift_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shift_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "shift_slots_shiftId_seq_unique" UNIQUE("shift_id","seq"),
	CONSTRAINT "shift_slots_time_check" CHECK ("shift_slots"."ends_at" > "shift_slots"."starts_at"),
	CONSTRAINT "shift_slots_type_check" CHECK ("shift_slots"."type" in ('Full','Half'))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"shift_type" text DEFAULT 'Non_Premium' NOT NULL,
	"bonus" numeric(10, 2) DEFAULT '0' NOT NULL,
	"label_color" text DEFAULT '#0a0a0a' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"chunk" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_time_check" CHECK ("shifts"."ends_at" > "shifts"."starts_at"),
	CONSTRAINT "shifts_chunk_check" CHECK ("shifts"."chunk" between 1 and 3),
	CONSTRAINT "shifts_type_check" CHECK ("shifts"."shift_type" in ('Non_Premium','Premium')),
	CONSTRAINT "shifts_bonus_check" CHECK ("shifts"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_positions" (
	"business_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"area_role_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "slot_positions_slot_id_area_role_id_pk" PRIMARY KEY("slot_id","area_role_id"),
	CONSTRAINT "slot_positions_remaining_check" CHECK ("slot_positions"."remaining" between 0 and "slot_positions"."capacity")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_shift_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."shift_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_area_role_id_area_roles_id_fk" FOREIGN KEY ("area_role_id") REFERENCES "public"."area_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_area_roles" ADD CONSTRAINT "employee_area_roles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_area_roles" ADD CONSTRAINT "employee_area_roles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_area_roles" ADD CONSTRAINT "employee_area_roles_area_role_id_area_roles_id_fk" FOREIGN KEY ("area_role_id") REFERENCES "public"."area_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_roles" ADD CONSTRAINT "area_roles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_roles" ADD CONSTRAINT "area_roles_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_area_roles" ADD CONSTRAINT "shift_area_roles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_area_roles" ADD CONSTRAINT "shift_area_roles_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_area_roles" ADD CONSTRAINT "shift_area_roles_area_role_id_area_roles_id_fk" FOREIGN KEY ("area_role_id") REFERENCES "public"."area_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_names" ADD CONSTRAINT "shift_names_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_slots" ADD CONSTRAINT "shift_slots_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_slots" ADD CONSTRAINT "shift_slots_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_positions" ADD CONSTRAINT "slot_positions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_positions" ADD CONSTRAINT "slot_positions_slot_id_shift_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."shift_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_positions" ADD CONSTRAINT "slot_positions_area_role_id_area_roles_id_fk" FOREIGN KEY ("area_role_id") REFERENCES "public"."area_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_email_at_index" ON "login_failures" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_at_index" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_business_id_index" ON "users" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "booking_events_booking_id_index" ON "booking_events" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_employee_id_status_index" ON "bookings" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "bookings_shift_id_index" ON "bookings" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_id_area_role_id_index" ON "bookings" USING btree ("slot_id","area_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_request_idx" ON "bookings" USING btree ("employee_id","slot_id") WHERE status = 'Pending' or status in ('Accepted', 'Apply For Leave', 'Leave Rejected');--> statement-breakpoint
CREATE INDEX "employee_area_roles_area_role_id_index" ON "employee_area_roles" USING btree ("area_role_id");--> statement-breakpoint
CREATE INDEX "employees_business_id_status_index" ON "employees" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "area_roles_business_id_index" ON "area_roles" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "areas_business_id_index" ON "areas" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "shift_area_roles_area_role_id_index" ON "shift_area_roles" USING btree ("area_role_id");--> statement-breakpoint
CREATE INDEX "shifts_business_id_location_id_starts_at_index" ON "shifts" USING btree ("business_id","location_id","starts_at");--> statement-breakpoint
CREATE INDEX "slot_positions_open_idx" ON "slot_positions" USING btree ("slot_id") WHERE "slot_positions"."remaining" > 0;