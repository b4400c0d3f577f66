notify { "n": message => Init[String] }
