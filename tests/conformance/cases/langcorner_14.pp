notify { "a": message => String(Optional[String]("x")) }
