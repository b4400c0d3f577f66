notify { 'n': message => [sprintf('%d%%', 50), sprintf('%.3s', 'abcdef'), sprintf('%+d', 5), sprintf('% d', 5), sprintf('%b', 5), sprintf('%X', 255), sprintf('%10.4f|', 3.14159)] }
