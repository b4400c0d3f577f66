notify { "x": message => { undef => 1 } }
