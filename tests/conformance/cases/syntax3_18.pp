notify { "a" }
