notify { "x": message => ["%05.2f" % 3.14159, sprintf("%-5s|", "ab"), sprintf("%x %o %b %e", 255, 8, 5, 1234.5)] }
