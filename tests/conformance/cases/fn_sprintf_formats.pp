notify { 'x': message => sprintf('%05.2f|%-5s|%x|%o|%e|%s', 3.14159, 'ab', 255, 8, 12345.678, [1,2]) }
