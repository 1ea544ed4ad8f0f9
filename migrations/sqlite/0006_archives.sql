-- Cleaning up after games: when each finished game's channels were locked read-only (its end)
-- and when they were deleted (NULL: still there), and how long after the end each guild has
-- them deleted (no row: never, the default).
CREATE TABLE archives (
    game_id BIGINT PRIMARY KEY REFERENCES games (id),
    guild_id BIGINT NOT NULL,
    ended_at BIGINT NOT NULL,
    deleted_at BIGINT
);
CREATE INDEX archives_kept ON archives (guild_id, deleted_at);

CREATE TABLE guild_archiving (
    guild_id BIGINT PRIMARY KEY,
    after_ms BIGINT NOT NULL
);
