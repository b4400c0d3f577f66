function f(Integer *$a) { $a } notify { "a": message => String(f(1, "x")) }
