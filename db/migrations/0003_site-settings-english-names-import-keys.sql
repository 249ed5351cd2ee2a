CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"phone" text NOT NULL,
	"phone_secondary" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_secondary" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sustainable_mining_items" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "logos" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_logos" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_order_num_unique" ON "notices" USING btree ("order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_deal_unique" ON "trades" USING btree ("seller_name","product_name","trade_datetime");