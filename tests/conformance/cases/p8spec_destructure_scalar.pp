[$x] = 5
notify { 'x': message => $x }
