-- Both people of a meeting hold its slot while it is live: the unique index on meeting_participants then
-- refuses a second live meeting of the same person at the same slot, as sender or as receiver.
CREATE FUNCTION "meetings_hold_participants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "meeting_participants" ("meeting_id", "user_id", "time_id", "live") VALUES
			(NEW."id", NEW."sender_id", NEW."time_id", NEW."meeting_status" <> 'cancelled'),
			(NEW."id", NEW."receiver_id", NEW."time_id", NEW."meeting_status" <> 'cancelled');
	ELSE
		UPDATE "meeting_participants"
			SET "time_id" = NEW."time_id", "live" = NEW."meeting_status" <> 'cancelled'
			WHERE "meeting_id" = NEW."id";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "meetings_hold_participants_insert" AFTER INSERT ON "meetings"
	FOR EACH ROW EXECUTE FUNCTION "meetings_hold_participants"();
--> statement-breakpoint
CREATE TRIGGER "meetings_hold_participants_update" AFTER UPDATE OF "meeting_status", "time_id" ON "meetings"
	FOR EACH ROW EXECUTE FUNCTION "meetings_hold_participants"();
