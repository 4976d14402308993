-- Nobody's tickets are mostly new, open ones: with another status the desk walked all of them for none.
CREATE INDEX "tickets_unassigned_status_created_at_idx" ON "tickets" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE assignee_id is null;
