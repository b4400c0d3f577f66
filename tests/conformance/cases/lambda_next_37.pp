function f() { [1,2].each |$x| { return($x * 10) } 0 }
notify { 'x': message => "${f()}" }
