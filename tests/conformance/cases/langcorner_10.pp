notify { "a": message => String(NotUndef[Integer[default, 10]]("5", 8)) }
