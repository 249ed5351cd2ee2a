CREATE TYPE "public"."sign_in_subject" AS ENUM('admin', 'member', 'attendee');--> statement-breakpoint
CREATE TYPE "public"."page_type" AS ENUM('news', 'static');--> statement-breakpoint
CREATE TYPE "public"."about_category" AS ENUM('President', 'Association', 'Office', 'Auditor');--> statement-breakpoint
CREATE TABLE "admin_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"account_role" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_accounts_role_range" CHECK ("admin_accounts"."account_role" in (1, 2, 3)),
	CONSTRAINT "admin_accounts_first_name_present" CHECK ("admin_accounts"."first_name" <> '')
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"account_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" "sign_in_subject" NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" smallint NOT NULL,
	"proof" boolean DEFAULT false NOT NULL,
	"proof_file" text,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "assessment_answers_one_per_question" UNIQUE("submission_id","question_id"),
	CONSTRAINT "assessment_answers_yes_no" CHECK ("assessment_answers"."answer" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "assessment_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"official_document" text NOT NULL,
	"form" text NOT NULL,
	"publication" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_attachments_result_id_unique" UNIQUE("result_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"pid" text,
	"question" text NOT NULL,
	"question_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "assessment_questions_cid_unique" UNIQUE("cid"),
	CONSTRAINT "assessment_questions_cid_format" CHECK ("assessment_questions"."cid" ~ '^[0-9]+(\.[0-9]+)+$')
);
--> statement-breakpoint
CREATE TABLE "assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"main_percentage" smallint NOT NULL,
	"first_section_per" smallint NOT NULL,
	"second_section_per" smallint NOT NULL,
	"third_section_per" smallint NOT NULL,
	"fourth_section_per" smallint NOT NULL,
	"fifth_section_per" smallint NOT NULL,
	"total_true" integer NOT NULL,
	"total_false" integer NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "assessment_results_percentages" CHECK ("assessment_results"."main_percentage" between 0 and 100 and "assessment_results"."first_section_per" between 0 and 100 and "assessment_results"."second_section_per" between 0 and 100 and "assessment_results"."third_section_per" between 0 and 100 and "assessment_results"."fourth_section_per" between 0 and 100 and "assessment_results"."fifth_section_per" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "assessment_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_index" smallint NOT NULL,
	"main_title" text NOT NULL,
	"main_title_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "assessment_sections_main_index_unique" UNIQUE("main_index"),
	CONSTRAINT "assessment_sections_index_range" CHECK ("assessment_sections"."main_index" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "assessment_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"name" text,
	"email" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_submissions_identified" CHECK ("assessment_submissions"."member_id" is not null or ("assessment_submissions"."name" is not null and "assessment_submissions"."email" is not null))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"cid" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"category" text NOT NULL,
	"category_en" text NOT NULL,
	"category_status" boolean DEFAULT true NOT NULL,
	"page_type" "page_type" NOT NULL,
	"category_level" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "categories_level_range" CHECK ("categories"."category_level" between 1 and 3),
	CONSTRAINT "categories_third_level_static" CHECK ("categories"."category_level" < 3 or "categories"."page_type" = 'static'),
	CONSTRAINT "categories_parent_below_top" CHECK (("categories"."category_level" = 1) = ("categories"."pid" is null))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"category_cid" integer NOT NULL,
	"publisher" text DEFAULT 'Админ' NOT NULL,
	"news_status" boolean DEFAULT true NOT NULL,
	"yellow_book" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || title_en || ' ' || summary || ' ' || summary_en)) STORED,
	CONSTRAINT "news_has_title" CHECK ("news"."title" <> '' or "news"."title_en" <> '')
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_cid" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_category_cid_unique" UNIQUE("category_cid")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pdf" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minerals" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sustainable_mining_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"poster" text NOT NULL,
	"pdf" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"about_category" "about_category" NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"position_en" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"company_en" text DEFAULT '' NOT NULL,
	"profile" text NOT NULL,
	"years_of_work" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"public_relations_committee" boolean DEFAULT false NOT NULL,
	"environment_committee" boolean DEFAULT false NOT NULL,
	"legal_committee" boolean DEFAULT false NOT NULL,
	"logistics_committee" boolean DEFAULT false NOT NULL,
	"responsible_mining" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"logo" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"board_member" boolean DEFAULT false NOT NULL,
	"main_member" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_logos_has_group" CHECK ("member_logos"."board_member" or "member_logos"."main_member")
);
--> statement-breakpoint
CREATE TABLE "office_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"business_type" text NOT NULL,
	"member_request" boolean DEFAULT false NOT NULL,
	"codex_request" boolean DEFAULT false NOT NULL,
	"meeting_request" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_requests_has_purpose" CHECK ("office_requests"."member_request" or "office_requests"."codex_request" or "office_requests"."meeting_request")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_name" text NOT NULL,
	"order_num" text NOT NULL,
	"type" text NOT NULL,
	"sell_datetime" timestamp with time zone NOT NULL,
	"quantity" numeric NOT NULL,
	"currency" text NOT NULL,
	"lot_size" numeric NOT NULL,
	"own_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"other" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_name" text NOT NULL,
	"product_name" text NOT NULL,
	"product_category" text DEFAULT '' NOT NULL,
	"mass" numeric DEFAULT 0 NOT NULL,
	"min_price" numeric NOT NULL,
	"price_currency" numeric NOT NULL,
	"trade_datetime" timestamp with time zone NOT NULL,
	"own_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_admin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attachments" ADD CONSTRAINT "assessment_attachments_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_pid_assessment_questions_cid_fk" FOREIGN KEY ("pid") REFERENCES "public"."assessment_questions"("cid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_submission_id_assessment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assessment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_submissions" ADD CONSTRAINT "assessment_submissions_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_pid_categories_cid_fk" FOREIGN KEY ("pid") REFERENCES "public"."categories"("cid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_cid_categories_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."categories"("cid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_category_cid_categories_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."categories"("cid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_accounts_email_unique" ON "admin_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sign_in_codes_lookup_idx" ON "sign_in_codes" USING btree ("subject","email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessment_questions_pid_idx" ON "assessment_questions" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "assessment_submissions_member_idx" ON "assessment_submissions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "assessment_submissions_created_idx" ON "assessment_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "banners_sequence_idx" ON "banners" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "categories_pid_idx" ON "categories" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "news_category_list_idx" ON "news" USING btree ("category_cid","news_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_recent_idx" ON "news" USING btree ("news_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "about_people_category_idx" ON "about_people" USING btree ("about_category","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_companies_email_unique" ON "member_companies" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "office_requests_created_idx" ON "office_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_sell_datetime_idx" ON "notices" USING btree ("sell_datetime" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_datetime_idx" ON "trades" USING btree ("trade_datetime" DESC NULLS LAST,"id" DESC NULLS LAST);