notify { "x": message => 3.14159265358979 }
