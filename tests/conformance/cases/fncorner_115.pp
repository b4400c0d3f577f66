$i = [1,2,3].step(2)
notify { 'x': message => "${i} ${type($i)}" }
