notify { 'n': message => [1, 2, 3].reduce |$memo, $v| { "${memo}-${v}" } }
