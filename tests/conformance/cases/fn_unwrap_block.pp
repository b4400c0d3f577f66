$s = Sensitive('secret')
notify { 'x': message => [unwrap($s), $s.unwrap |$v| { "got ${v}" }] }
