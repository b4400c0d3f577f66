function f() { return(3) 4 }
notify { 'x': message => "${[1,2].map |$x| { f() }}" }
