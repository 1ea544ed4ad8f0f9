-- What each game's pinned message shows, as a digest of its text: a restart knows whether
-- the message needs an edit without reading it back from Discord.
ALTER TABLE outbox ADD COLUMN pinned TEXT;
