notify { "a": message => String([1,2].map |Array[Integer,2] *$a| { $a }) }
