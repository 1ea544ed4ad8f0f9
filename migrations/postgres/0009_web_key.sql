-- The key the web view signs its links with (spectator links, the MJs' 12-hour links): made
-- once at the first start with a web address, shared by every process on this database.
CREATE TABLE web_key (
    id INTEGER PRIMARY KEY,
    secret TEXT NOT NULL
);
