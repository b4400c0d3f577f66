notify { "a": message => 1, message => 2 }
