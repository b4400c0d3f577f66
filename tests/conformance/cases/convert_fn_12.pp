notify { "x": message => String([1,2,3,4,5].slice(2).map |$a| { $a }) }
