@notify { "a": }
realize("x")
