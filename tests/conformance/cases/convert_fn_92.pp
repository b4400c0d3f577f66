notify { "x": message => String(Integer(undef)) }
