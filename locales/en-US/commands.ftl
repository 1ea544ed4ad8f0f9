# commands (en-US)
