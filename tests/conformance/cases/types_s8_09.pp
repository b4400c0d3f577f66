function f($x) { if $x > 1 { return('big') } 'small' }
notify { 'a': message => [f(1), f(5)] }
