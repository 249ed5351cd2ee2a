-- Trigram indexes make the news search (substring, any language, case-insensitive) fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
