CREATE TABLE "conference_gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conference_gallery_images" ADD CONSTRAINT "conference_gallery_images_day_id_conference_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."conference_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_gallery_images_day_idx" ON "conference_gallery_images" USING btree ("day_id","id");