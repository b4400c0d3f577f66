notify { "n": message => Sensitive[String] }
