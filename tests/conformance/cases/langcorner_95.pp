notify { "a": message => String(Hash[String, Integer]([a, 1])) }
