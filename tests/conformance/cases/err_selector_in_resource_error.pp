notify { 'a': message => 'x' ? { 'y' => 1 } }
