notify { "x": message => [true and 0, false or "x", undef or 1] }
