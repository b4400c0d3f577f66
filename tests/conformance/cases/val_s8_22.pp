$x = 'v'
notify { 'a': message => "${x}s ${x}[0] $x[0] ${$x} ${x.upcase} ${[1,2][1]} ${ {'a'=>1}['a'] }" }
