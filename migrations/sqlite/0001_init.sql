-- Games, their append-only event log, and each guild's settings.
CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    seed BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX games_status ON games (status, kind);
CREATE INDEX games_guild ON games (guild_id, channel_id);

CREATE TABLE events (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    at BIGINT NOT NULL,
    payload TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE guild_settings (
    guild_id BIGINT PRIMARY KEY,
    locale TEXT NOT NULL,
    mj_role BIGINT,
    timers TEXT NOT NULL
);
