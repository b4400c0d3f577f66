notify { "x": message => -9223372036854775808 }
