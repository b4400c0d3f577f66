notify { 'x': message => [min('a', 'b'), max([1, 5, 3]), min(1, 2.5), abs(-2.5), floor(2.7), ceiling(2.1), round(2.5), round(-2.5), 7 / 2.0] }
