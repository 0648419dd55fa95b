-- Trigram similarity for spelling-tolerant search ('frok' finds frocks).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
