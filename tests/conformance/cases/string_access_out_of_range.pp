$x = 'str'
notify { 'x': message => [$x[0], $x[1, 2], $x[-2, 2], $x[10]] }
