notify { 'x': message => [sprintf('%05.2f|%-4s|%x|%o|%+d|%s', 3.14159, 'ab', 255, 8, 5, [1, 'a']), sprintf('%3$s %1$s', 'a', 'b', 'c')] }
