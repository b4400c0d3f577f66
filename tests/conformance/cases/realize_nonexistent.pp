realize(File['/nope'])
