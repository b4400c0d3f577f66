notify { "a": message =>> 1 }
