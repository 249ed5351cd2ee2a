CREATE TABLE "conference_menu_categories" (
	"cid" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"category" text NOT NULL,
	"category_en" text NOT NULL,
	"category_status" boolean DEFAULT true NOT NULL,
	"page_type" "page_type" DEFAULT 'static' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"category_cid" integer NOT NULL,
	"image" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"news_status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_news_has_title" CHECK ("conference_news"."title" <> '' or "conference_news"."title_en" <> '')
);
--> statement-breakpoint
CREATE TABLE "conference_static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_cid" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_static_pages_category_cid_unique" UNIQUE("category_cid")
);
--> statement-breakpoint
ALTER TABLE "conference_menu_categories" ADD CONSTRAINT "conference_menu_categories_pid_conference_menu_categories_cid_fk" FOREIGN KEY ("pid") REFERENCES "public"."conference_menu_categories"("cid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_news" ADD CONSTRAINT "conference_news_event_id_conference_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."conference_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_news" ADD CONSTRAINT "conference_news_category_cid_conference_menu_categories_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."conference_menu_categories"("cid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_static_pages" ADD CONSTRAINT "conference_static_pages_category_cid_conference_menu_categories_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."conference_menu_categories"("cid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_menu_categories_position_idx" ON "conference_menu_categories" USING btree ("position","cid");--> statement-breakpoint
CREATE INDEX "conference_news_event_list_idx" ON "conference_news" USING btree ("event_id","news_status","created_at","id");--> statement-breakpoint
CREATE INDEX "conference_news_category_idx" ON "conference_news" USING btree ("category_cid","news_status","created_at");