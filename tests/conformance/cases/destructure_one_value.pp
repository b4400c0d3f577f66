# A value that is not an array or hash is one value.
[$a] = 5
[$b] = Integer
[$c] = [1,2].reverse_each
notify { 'k': message => "${a} ${b} ${c}" }
