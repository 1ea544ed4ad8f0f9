-- A game's place on Discord: its channels, the join and picture messages, and its lobby
-- (players who joined and the composition before the start), as JSON.
CREATE TABLE game_tables (
    game_id BIGINT PRIMARY KEY REFERENCES games (id),
    guild_id BIGINT NOT NULL,
    data TEXT NOT NULL
);
CREATE INDEX game_tables_guild ON game_tables (guild_id);
