notify { "x": message => Optional[String] }
