-- One registration per e-mail address and edition (the unique index of the next migration). A database that already
-- holds an address twice for an edition keeps its first registration, the one confirmed first, and loses the later ones.
DELETE FROM "conference_registrations" AS "later"
USING "conference_registrations" AS "earlier"
WHERE "later"."event_id" = "earlier"."event_id"
  AND lower("later"."email") = lower("earlier"."email")
  AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id");
