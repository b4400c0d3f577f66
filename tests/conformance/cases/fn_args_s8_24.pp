notify { 'a': message => [1].each |$a, $b, $c| { } }
