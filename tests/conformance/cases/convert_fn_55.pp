notify { "x": message => String('abc' =~ /(b)(c)/) }
