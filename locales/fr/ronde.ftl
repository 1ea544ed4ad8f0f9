# ronde (fr)
