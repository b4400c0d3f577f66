function f(Integer $a, String *$rest) >> String { "${a}-${rest}" }
notice(f(1, 'a', 'b'))
notice(f(2))
