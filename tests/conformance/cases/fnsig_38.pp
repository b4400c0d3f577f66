@notify { "a": }
realize(Notify)
