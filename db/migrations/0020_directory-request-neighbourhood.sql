ALTER TABLE "directory_companies" ADD COLUMN "client_neighbourhood" text;--> statement-breakpoint
ALTER TABLE "directory_consultants" ADD COLUMN "client_neighbourhood" text;