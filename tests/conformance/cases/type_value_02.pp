notify { "n": message => Optional[String] }
