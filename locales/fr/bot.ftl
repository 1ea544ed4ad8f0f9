# bot (fr)
