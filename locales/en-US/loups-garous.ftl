# loups-garous (en-US)
