notify { 'n': message => { 1 => 'a', true => 'b', 'k' => undef, 'l' => [undef, 1] } }
