notify { 'a': message => [String(1.5), String(100.0), String(1e100), String(-0.0), String(true), String(undef), String([1,[2]]), String({'a' => [1]})] }
