notify { 'x': message => {a => 1, 'a' => 2} }
