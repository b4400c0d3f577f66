notify { "x": message => String(Hash([1,2,3,4])) }
