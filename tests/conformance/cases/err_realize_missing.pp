realize(Notify['nope'])
