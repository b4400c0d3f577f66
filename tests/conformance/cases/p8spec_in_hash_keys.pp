notify { 'x': message => [/ell/ in {'hello' => 1}, Integer in {5 => 'a'}, String in {5 => 'a'}, 'HELLO' in {'hello' => 1}] }
