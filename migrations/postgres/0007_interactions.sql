-- The Discord interaction that made each batch (NULL for batches made otherwise or logged
-- before), and when: an interaction delivered again, even after a restart, is not executed
-- a second time.
ALTER TABLE batches ADD COLUMN interaction BIGINT;
ALTER TABLE batches ADD COLUMN at BIGINT;
CREATE INDEX batches_interaction ON batches (at) WHERE interaction IS NOT NULL;
