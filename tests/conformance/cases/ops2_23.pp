notify { "x": message => [9223372036854775807 + 1] }
