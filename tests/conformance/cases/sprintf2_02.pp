notify { "x": message => [sprintf('abc %')] }
