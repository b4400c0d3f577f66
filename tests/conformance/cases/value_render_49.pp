notify { "x": message => Variant[Integer, String] }
