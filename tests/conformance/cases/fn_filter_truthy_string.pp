notify { 'a': message => [1, 2].filter |$x| { 'notbool' } }
