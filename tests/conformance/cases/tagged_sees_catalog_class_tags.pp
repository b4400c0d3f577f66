class a { notify { 'n': } }
include a
notify { 'm': message => tagged('a') }
class b { notify { 'o': message => [tagged('b'), tagged('a'), tagged('class')] } }
include b
