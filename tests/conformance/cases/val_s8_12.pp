notify { 'a': message => ['b' in ['A', 'B'], 'x' in 'xyz', 1 in [1.0], /a/ in ['cat'], 'k' in {'k' => 1}, Integer in [1, 'a']] }
