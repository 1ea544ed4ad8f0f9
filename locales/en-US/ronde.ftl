# ronde (en-US)
