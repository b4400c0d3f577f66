notify { "1 ${type(Notify)}": }
notify { "2 ${type(Notify['x'])}": }
notify { "3 ${type(Class)}": }
notify { "4 ${type(Resource)}": }
