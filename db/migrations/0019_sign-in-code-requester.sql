ALTER TABLE "sign_in_codes" ADD COLUMN "requester_network" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "requester_browser" text;