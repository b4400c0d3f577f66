notify { 'a': message => lookup('a', {'nosuch' => 1}) }
