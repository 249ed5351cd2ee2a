CREATE TABLE "conference_agenda_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"locale" text NOT NULL,
	"image" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "conference_agenda_images_locale" CHECK ("conference_agenda_images"."locale" in ('mn', 'en'))
);
--> statement-breakpoint
CREATE TABLE "conference_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"place_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "conference_sessions_times_ordered" CHECK ("conference_sessions"."ends_at" > "conference_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "conference_agenda_images" ADD CONSTRAINT "conference_agenda_images_day_id_conference_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."conference_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sessions" ADD CONSTRAINT "conference_sessions_day_id_conference_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."conference_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_agenda_images_day_idx" ON "conference_agenda_images" USING btree ("day_id","locale","position");--> statement-breakpoint
CREATE INDEX "conference_sessions_day_idx" ON "conference_sessions" USING btree ("day_id","starts_at");