notify { "x": message => String([3,1,2].max) }
