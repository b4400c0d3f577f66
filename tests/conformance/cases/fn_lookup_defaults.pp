notify { 'x': message => [lookup('nokey', undef, undef, 'd'), lookup('nokey', { 'default_value' => 5 })] }
