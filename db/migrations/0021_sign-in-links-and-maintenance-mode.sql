CREATE TABLE "maintenance_mode" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_on" boolean DEFAULT false NOT NULL,
	"changed_by" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_mode_single_row" CHECK ("maintenance_mode"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"admin_account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_admin_account_id_admin_accounts_id_fk" FOREIGN KEY ("admin_account_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_token_hash_unique" ON "sign_in_links" USING btree ("token_hash");