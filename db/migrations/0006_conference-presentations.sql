CREATE TABLE "conference_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_presentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"document" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_presenters" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"position_mn" text DEFAULT '' NOT NULL,
	"position_en" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"presenter_queue" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conference_halls" ADD CONSTRAINT "conference_halls_event_id_conference_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."conference_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_presentations" ADD CONSTRAINT "conference_presentations_day_id_conference_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."conference_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_presentations" ADD CONSTRAINT "conference_presentations_hall_id_conference_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."conference_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_presenters" ADD CONSTRAINT "conference_presenters_event_id_conference_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."conference_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_halls_event_idx" ON "conference_halls" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "conference_presentations_day_hall_idx" ON "conference_presentations" USING btree ("day_id","hall_id","position");--> statement-breakpoint
CREATE INDEX "conference_presenters_event_queue_idx" ON "conference_presenters" USING btree ("event_id","presenter_queue");