notify { "n": message => Iterable[String] }
