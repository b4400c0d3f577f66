notify { "n": message => Tuple[Integer, String] }
