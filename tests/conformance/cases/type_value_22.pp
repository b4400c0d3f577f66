notify { "n": message => NotUndef[String] }
