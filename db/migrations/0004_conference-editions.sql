CREATE TYPE "public"."conference_contact_type" AS ENUM('phone', 'email', 'link');--> statement-breakpoint
CREATE TYPE "public"."conference_partner_kind" AS ENUM('sponsor', 'organiser');--> statement-breakpoint
CREATE TABLE "conference_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "conference_contact_type" NOT NULL,
	"information" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"event_date" date NOT NULL,
	CONSTRAINT "conference_days_event_day" UNIQUE("event_id","day"),
	CONSTRAINT "conference_days_day_positive" CHECK ("conference_days"."day" >= 1)
);
--> statement-breakpoint
CREATE TABLE "conference_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"year" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"venue_en" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Ulaanbaatar' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"countries" integer DEFAULT 0 NOT NULL,
	"exhibitors" integer DEFAULT 0 NOT NULL,
	"speakers" integer DEFAULT 0 NOT NULL,
	"conferences" integer DEFAULT 0 NOT NULL,
	"invitation" text DEFAULT '' NOT NULL,
	"invitation_en" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	CONSTRAINT "conference_events_year_unique" UNIQUE("year"),
	CONSTRAINT "conference_events_dates_ordered" CHECK ("conference_events"."ends_on" >= "conference_events"."starts_on"),
	CONSTRAINT "conference_events_figures_positive" CHECK (least("conference_events"."visitors", "conference_events"."countries", "conference_events"."exhibitors", "conference_events"."speakers", "conference_events"."conferences") >= 0)
);
--> statement-breakpoint
CREATE TABLE "conference_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" "conference_partner_kind" NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"company" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_registrations_country_code" CHECK ("conference_registrations"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "conference_social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conference_days" ADD CONSTRAINT "conference_days_event_id_conference_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."conference_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_partners" ADD CONSTRAINT "conference_partners_event_id_conference_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."conference_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_event_id_conference_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."conference_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conference_events_one_current" ON "conference_events" USING btree ("is_current") WHERE "conference_events"."is_current";--> statement-breakpoint
CREATE INDEX "conference_partners_event_kind_idx" ON "conference_partners" USING btree ("event_id","kind","position");--> statement-breakpoint
CREATE INDEX "conference_registrations_event_created_idx" ON "conference_registrations" USING btree ("event_id","created_at");