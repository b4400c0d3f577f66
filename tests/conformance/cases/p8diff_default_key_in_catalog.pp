notify { 'x': message => { default => 1, 2 => 'two' } }
