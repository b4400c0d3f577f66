$trusted = 1
