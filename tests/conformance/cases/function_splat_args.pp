function f($a, *$rest) { "${a}-${rest}" }
notify { "${f(1, 2, 3)} ${f(*[4, 5])}": }
