notify { "x": message => [undef, default] }
