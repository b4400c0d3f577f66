function f(*$a, $b = 1) { $a } notify { "a": message => String(f(1,2)) }
