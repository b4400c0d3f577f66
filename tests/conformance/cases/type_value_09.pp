notify { "n": message => Array[String, 1] }
