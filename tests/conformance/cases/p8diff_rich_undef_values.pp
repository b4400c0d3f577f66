notify { 'x': message => { 'a' => undef, 'b' => [undef, default] } }
