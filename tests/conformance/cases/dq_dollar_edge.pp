$x = 'v'
notify { 'a': message => "$ ${x}$ $$x $x$x ${x}s $x.y $x[0] $x-1" }
