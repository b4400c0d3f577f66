function f($x, Integer *$a) { $a } notify { "a": message => String(f()) }
