function f(Integer $x, String *$rest) >> String { "${x}-${rest}" }
notify { 'x': message => [f(1), f(1, 'a', 'b')] }
