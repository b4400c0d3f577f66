notify { "x": message => [Numeric("3"), Numeric("3.5"), String(10, "%x"), Boolean("yes"), Array("ab"), Array({a=>1}), Hash([a,1,b,2])] }
