notify { "a": message => String(Sensitive[String]("x")) }
