notify { "x": message => String('abc'.slice(1)) }
