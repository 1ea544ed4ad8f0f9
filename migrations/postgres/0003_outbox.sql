-- What the Discord layer must not lose across a restart: the prompt messages whose buttons are
-- still live (disabled once used or expired), where each game's deliveries stand (the last
-- event whose notices went out), and where each batch of events begins (so notices are
-- re-delivered grouped as they were first sent, with the same nonces).
CREATE TABLE prompts (
    message_id BIGINT PRIMARY KEY,
    game_id BIGINT NOT NULL REFERENCES games (id),
    channel_id BIGINT NOT NULL,
    phase TEXT NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX prompts_game ON prompts (game_id);

CREATE TABLE outbox (
    game_id BIGINT PRIMARY KEY REFERENCES games (id),
    delivered_seq BIGINT NOT NULL
);
-- Games logged before this table existed count as delivered.
INSERT INTO outbox (game_id, delivered_seq)
    SELECT game_id, MAX(seq) FROM events GROUP BY game_id;

CREATE TABLE batches (
    game_id BIGINT NOT NULL REFERENCES games (id),
    first_seq BIGINT NOT NULL,
    PRIMARY KEY (game_id, first_seq)
);
