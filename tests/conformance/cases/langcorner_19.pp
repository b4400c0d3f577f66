function f($b, *$a) { $a } notify { "a": message => String(f(1,2,3)) }
