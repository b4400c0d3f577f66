$n = 3
notify { 'e': message => "sum=${n + 2} cmp=${n > 2} arr=${[1,2][1]}" }
