function f($a) { if $a > 1 { return 'big' } 'small' }
notify { 'x': message => [f(1), f(2)] }
