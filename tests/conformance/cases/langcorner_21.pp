function f(Integer[2,3] *$a) { $a } notify { "a": message => String(f(1)) }
