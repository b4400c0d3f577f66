class t { tag 'x' notify { 'in': message => [tagged('x'), tagged('t'), tagged('nope')] } }
include t
