-- Any ended session (signed out, a member deactivated, a password changed, an account deleted, expiry
-- swept) wakes every instance's live desk to end that session's open streams at once, whichever of the
-- many paths deleted it (docs/decisions/live-desk-by-notify.md). Identical notifications of one
-- transaction are delivered once.
CREATE FUNCTION "sessions_ended_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('sessions_ended', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended_notice" AFTER DELETE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "sessions_ended_notice"();
