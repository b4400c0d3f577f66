function f(*$a, $b) { $a } notify { "a": message => String(f(1)) }
