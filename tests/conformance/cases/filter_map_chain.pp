$f = [1, 2, 3, 4].filter |$x| { $x % 2 == 0 }.map |$x| { $x * 10 }
notify { 'n': message => $f }
