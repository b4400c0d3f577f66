$x = @notify { 'v': }
notify { 'c': message => $x }
