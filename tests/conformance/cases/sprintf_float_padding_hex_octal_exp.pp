notify { 'l1': message => sprintf('%05.2f|%-5s|%x|%o|%e', 3.14159, 'ab', 255, 8, 12345.678) }
notify { 'l2': message => sprintf('%s', [1, 'a']) }
notify { 'l3': message => sprintf('%s', { 'a' => 1 }) }
