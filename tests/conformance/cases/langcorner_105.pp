notify { "a": message => String(Class["x"](1)) }
