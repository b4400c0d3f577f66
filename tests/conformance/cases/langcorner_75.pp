[1].each |Array[Integer, 2, 3] *$a| { notify { "a": message => String($a) } }
