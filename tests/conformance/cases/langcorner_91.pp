notify { "a": message => String(Optional[Integer]("4")) }
