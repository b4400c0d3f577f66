notify { 'x': message => [Array[String, Integer[2, 3]], Hash[String, Integer, Integer[1]], String[Integer[2, 4]], Collection[Integer[0, 9]]] }
