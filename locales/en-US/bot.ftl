# bot (en-US)
