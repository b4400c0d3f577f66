$f = [1].map |String *$a| { $a }
