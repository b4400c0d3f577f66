notice { a => 1, b => 2 } notify { "x": }
