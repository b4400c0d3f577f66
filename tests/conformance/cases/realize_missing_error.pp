realize(Notify['nonexistent'])
