realize(Notify['missing'])
