# commands (fr)
