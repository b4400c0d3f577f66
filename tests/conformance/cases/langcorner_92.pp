notify { "a": message => String(Variant[Integer,String]("4")) }
