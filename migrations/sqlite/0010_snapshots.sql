-- A running game's state every few hundred events, so a restart folds only the events after
-- it. `build` names the binary that wrote it (a hash of its file): another build's fold may
-- differ, so its snapshots are not read and the log is folded whole.
CREATE TABLE snapshots (
    game_id BIGINT PRIMARY KEY REFERENCES games(id),
    seq BIGINT NOT NULL,
    build TEXT NOT NULL,
    state TEXT NOT NULL
);
