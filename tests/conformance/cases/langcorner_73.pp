function f(Array[Integer, 1, 2] *$a) { $a } notify { "a": message => String(f(1,2,3)) }
