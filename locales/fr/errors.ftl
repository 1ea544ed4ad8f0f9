# errors (fr)
