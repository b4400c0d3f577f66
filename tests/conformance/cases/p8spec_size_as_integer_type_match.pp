notify { 'x': message => [[a, b] =~ Array[String, Integer[2, 2]], [a] =~ Array[String, Integer[2]], {a => 1} =~ Hash[String, Integer, Integer[1, 1]]] }
