if /o(r)/ in [apple, orange] { notify { 'x': message => [$0, $1] } }
