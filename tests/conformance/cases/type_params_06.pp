notify { "n": message => Iterator[Integer] }
