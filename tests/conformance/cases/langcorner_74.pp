function f($x, Array[Integer, 2] *$a) { $a } notify { "a": message => String(f(1, 2)) }
