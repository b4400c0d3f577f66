notify { "n": message => Type[String] }
