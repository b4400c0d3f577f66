notify { 'x': message => "${Tuple[String, Integer].new({'k' => 1})}" }
