CREATE TYPE "public"."outbox_mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"calendar" jsonb,
	"status" "outbox_mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_mails_locale_known" CHECK ("outbox_mails"."locale" in ('mn', 'en'))
);
--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at","id") WHERE "outbox_mails"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_mails_failed_idx" ON "outbox_mails" USING btree ("id") WHERE "outbox_mails"."status" = 'failed';