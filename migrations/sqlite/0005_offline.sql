-- Who went offline and when, for the disconnection rule (offline too long: parti): kept so
-- that a restart re-arms each absence at the same instant instead of forgetting it.
CREATE TABLE offline (
    guild_id BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    since BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
