notify { "n": message => Callable }
