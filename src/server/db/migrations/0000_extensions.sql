-- Trigram indexes serve the admin search (substring match on subject, email and name).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
