-- The command that made each batch of events, as JSON (NULL for batches logged before): an
-- export prints the commands that were played instead of guessing them from the events.
ALTER TABLE batches ADD COLUMN command TEXT;
