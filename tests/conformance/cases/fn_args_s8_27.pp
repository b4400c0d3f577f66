notify { 'a': message => [1].filter |$x| { } }
