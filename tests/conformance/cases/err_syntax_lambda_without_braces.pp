notify { 'a': message => [1, 2].map |$x| $x }
