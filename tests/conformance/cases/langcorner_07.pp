function f(*$a, $b) { 1 } notice(f(1,2))
