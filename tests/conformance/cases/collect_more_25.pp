realize(Notify['ghost'])
