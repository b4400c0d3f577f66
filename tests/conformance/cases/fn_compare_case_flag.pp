notify { 'x': message => [compare('a', 'B'), compare('a', 'B', false), compare(1, 2), compare(2.0, 1)] }
