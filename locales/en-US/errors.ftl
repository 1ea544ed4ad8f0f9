# errors (en-US)
