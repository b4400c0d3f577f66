notify { "a": message => String(Tuple[Integer, String]([1, "a"])) }
