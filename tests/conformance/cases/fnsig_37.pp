@notify { "a": }
realize(1)
