class c($p = [1,2].reverse_each) { notify { 'k': message => "${p}" } }
include c
