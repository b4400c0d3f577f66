define d($p = [1,2].reverse_each) { notify { 'k': message => "${p}" } }

d { 'x': }
