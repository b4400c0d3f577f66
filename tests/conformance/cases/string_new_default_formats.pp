notify { 'n': message => [String(1.0), String(1e20), String(0.1), String(-5), String(true), String(undef), String([1, 'a']), String({ 'a' => [1] })] }
