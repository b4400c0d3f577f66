class a { tag 'extra' notify { 'n': message => [tagged('a'), tagged('extra'), tagged('nope')] } }
include a
