notify { "n": message => Hash[String, Integer] }
