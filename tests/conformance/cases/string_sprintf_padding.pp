notify { 's': message => [sprintf('%03d|%-3d|%+d', 7, 7, 7), sprintf('%s and %s', 'a', 'b'), sprintf('%5.1f', 3.14159)] }
