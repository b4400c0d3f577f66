function f($x) { if $x > 1 { return('big') } 'small' }
notify { 'x': message => [f(1), f(5)] }
