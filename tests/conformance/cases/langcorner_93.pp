notify { "a": message => String(Enum[a,b]("a")) }
