notify { "n": message => Variant[String, Integer] }
