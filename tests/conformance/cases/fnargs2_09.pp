notify { "x": message => [upcase(undef)] }
