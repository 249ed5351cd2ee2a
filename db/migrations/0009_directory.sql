CREATE TYPE "public"."directory_contact_type" AS ENUM('phone', 'fax', 'email', 'website');--> statement-breakpoint
CREATE TYPE "public"."directory_review" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "directory_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"main_code" text GENERATED ALWAYS AS (left(code, 2)) STORED,
	CONSTRAINT "directory_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "directory_categories_code_shape" CHECK ("directory_categories"."code" ~ '^0[1-4][0-9]{2,}$')
);
--> statement-breakpoint
CREATE TABLE "directory_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"name_mn" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"address_mn" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"about_mn" text DEFAULT '' NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"review" "directory_review" DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"registrant_name" text DEFAULT '' NOT NULL,
	"registrant_position" text DEFAULT '' NOT NULL,
	"registrant_email" text DEFAULT '' NOT NULL,
	"registrant_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_mn_sort" text GENERATED ALWAYS AS (translate(upper(name_mn), 'АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмноөпрстуүфхцчшщъыьэюя', 'ЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТ')) STORED,
	"name_en_sort" text GENERATED ALWAYS AS (upper(name_en)) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(name_mn || ' ' || name_en)) STORED,
	CONSTRAINT "directory_companies_has_name" CHECK ("directory_companies"."name_mn" <> '' or "directory_companies"."name_en" <> '')
);
--> statement-breakpoint
CREATE TABLE "directory_company_categories" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "directory_company_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "directory_company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_type" "directory_contact_type" NOT NULL,
	"contact_value" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_mn" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"profession_mn" text DEFAULT '' NOT NULL,
	"profession_en" text DEFAULT '' NOT NULL,
	"advice_mn" text DEFAULT '' NOT NULL,
	"advice_en" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"review" "directory_review" DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"registrant_name" text DEFAULT '' NOT NULL,
	"registrant_position" text DEFAULT '' NOT NULL,
	"registrant_email" text DEFAULT '' NOT NULL,
	"registrant_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_mn_sort" text GENERATED ALWAYS AS (translate(upper(name_mn), 'АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмноөпрстуүфхцчшщъыьэюя', 'ЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТ')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(name_mn || ' ' || name_en)) STORED,
	CONSTRAINT "directory_consultants_has_name" CHECK ("directory_consultants"."name_mn" <> '' or "directory_consultants"."name_en" <> '')
);
--> statement-breakpoint
ALTER TABLE "directory_company_categories" ADD CONSTRAINT "directory_company_categories_company_id_directory_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."directory_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_company_categories" ADD CONSTRAINT "directory_company_categories_category_id_directory_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."directory_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_company_contacts" ADD CONSTRAINT "directory_company_contacts_company_id_directory_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."directory_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_banners_sequence_idx" ON "directory_banners" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "directory_categories_main_idx" ON "directory_categories" USING btree ("main_code","code");--> statement-breakpoint
CREATE INDEX "directory_companies_public_mn_idx" ON "directory_companies" USING btree ("approval",("logo" = ''),("name_mn" = ''),"name_mn_sort" collate "C","name_en_sort" collate "C","id");--> statement-breakpoint
CREATE INDEX "directory_companies_public_en_idx" ON "directory_companies" USING btree ("approval",("logo" = ''),("name_en" = ''),"name_en_sort" collate "C","name_mn_sort" collate "C","id");--> statement-breakpoint
CREATE INDEX "directory_companies_search_trgm_idx" ON "directory_companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "directory_companies_review_idx" ON "directory_companies" USING btree ("review","created_at");--> statement-breakpoint
CREATE INDEX "directory_company_categories_category_idx" ON "directory_company_categories" USING btree ("category_id","company_id");--> statement-breakpoint
CREATE INDEX "directory_company_contacts_company_idx" ON "directory_company_contacts" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "directory_consultants_public_idx" ON "directory_consultants" USING btree ("approval","name_mn_sort" collate "C");--> statement-breakpoint
CREATE INDEX "directory_consultants_review_idx" ON "directory_consultants" USING btree ("review","created_at");