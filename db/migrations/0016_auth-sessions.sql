CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" "sign_in_subject" NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_sessions_account_idx" ON "auth_sessions" USING btree ("subject","account_id");