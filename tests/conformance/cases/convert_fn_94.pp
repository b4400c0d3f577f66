notify { "x": message => String(Integer(/x/)) }
