notify { "x": message => Type[Integer] }
