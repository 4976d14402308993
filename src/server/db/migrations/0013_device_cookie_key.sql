-- The key that signs device cookies (docs/decisions/admin-sign-in-backoff.md), made like 0007's turn-off link key.
INSERT INTO "server_secrets" ("name", "value") VALUES ('device_cookie_key', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));
