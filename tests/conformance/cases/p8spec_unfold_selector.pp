notify { 'x': message => ['b' ? { (*[a, b]) => 'yes', default => 'no' }, 'q' ? { *[a, b] => 'yes', default => 'no' }] }
