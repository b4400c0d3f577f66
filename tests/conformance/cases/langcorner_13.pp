notify { "a": message => String("abc"(1)) }
