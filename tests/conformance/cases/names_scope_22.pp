notify { "x": message => $trusted["authenticated"] }
