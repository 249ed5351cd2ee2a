CREATE TYPE "public"."meeting_status" AS ENUM('pending', 'accepted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."meeting_user_type" AS ENUM('Exhibitor', 'Sponsor', 'Attendee');--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"time_id" integer NOT NULL,
	"live" boolean NOT NULL,
	CONSTRAINT "meeting_participants_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_number" text NOT NULL,
	"capacity" integer NOT NULL,
	"room_pic" text DEFAULT '' NOT NULL,
	CONSTRAINT "meeting_rooms_room_number_unique" UNIQUE("room_number"),
	CONSTRAINT "meeting_rooms_capacity_positive" CHECK ("meeting_rooms"."capacity" > 0),
	CONSTRAINT "meeting_rooms_name_present" CHECK ("meeting_rooms"."room_number" <> '')
);
--> statement-breakpoint
CREATE TABLE "meeting_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_date" date NOT NULL,
	"meeting_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"user_type" "meeting_user_type" DEFAULT 'Exhibitor' NOT NULL,
	"user_token" text NOT NULL,
	"calendar_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_users_user_token_unique" UNIQUE("user_token"),
	CONSTRAINT "meeting_users_calendar_token_unique" UNIQUE("calendar_token"),
	CONSTRAINT "meeting_users_name_present" CHECK ("meeting_users"."name" <> '')
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_number" text GENERATED ALWAYS AS ('M-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"meeting_status" "meeting_status" DEFAULT 'pending' NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"time_id" integer NOT NULL,
	"meeting_description" text DEFAULT '' NOT NULL,
	"sequence" smallint DEFAULT 0 NOT NULL,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_not_with_oneself" CHECK ("meetings"."sender_id" <> "meetings"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	CONSTRAINT "scheduled_jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_sender_id_meeting_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."meeting_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_receiver_id_meeting_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."meeting_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_time_id_meeting_times_id_fk" FOREIGN KEY ("time_id") REFERENCES "public"."meeting_times"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_cancelled_by_meeting_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."meeting_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_participants_person_slot_live_unique" ON "meeting_participants" USING btree ("user_id","time_id") WHERE "meeting_participants"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_times_slot_unique" ON "meeting_times" USING btree ("meeting_date","meeting_time");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_users_email_unique" ON "meeting_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "meeting_users_type_idx" ON "meeting_users" USING btree ("user_type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_room_slot_live_unique" ON "meetings" USING btree ("room_id","time_id") WHERE "meetings"."meeting_status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "meetings_status_idx" ON "meetings" USING btree ("meeting_status","id");--> statement-breakpoint
CREATE INDEX "meetings_sender_idx" ON "meetings" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "meetings_receiver_idx" ON "meetings" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("run_at") WHERE "scheduled_jobs"."done_at" is null;