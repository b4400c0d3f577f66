notify { 'a': message => [1.0, 1e20, -0.0, 0.1, 100.0, 1.5e-7, 12345678.9] }
notify { 'b': message => { 1 => 'int key', true => 'bool key', 'k' => undef } }
notify { 'c': message => [undef, default, /re+gex/, Integer[1,2], File['/x'], Class['c']] }
