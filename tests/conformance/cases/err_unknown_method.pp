$x = 'abc'
notify { 'a': message => $x.nosuchmethod }
