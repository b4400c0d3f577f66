notify { "x": message => String(Numeric([1])) }
