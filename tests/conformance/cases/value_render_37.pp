notify { "x": message => 2.0 * 3 }
