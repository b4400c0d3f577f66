notify { 'a': message => {a => 1}.each |$a, $b, $c| { } }
