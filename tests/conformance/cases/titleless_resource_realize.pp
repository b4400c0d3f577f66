realize(Resource)
