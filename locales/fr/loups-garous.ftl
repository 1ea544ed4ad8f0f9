# loups-garous (fr)
