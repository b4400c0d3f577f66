class c { tag 'extra', 'more' notify { 'r': message => tagged('extra') } }
include c
