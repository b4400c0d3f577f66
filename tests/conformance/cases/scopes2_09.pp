class a { notify { 'n': } }
class b { include a }
include b
notify { 'm': message => [tagged('b'), tagged('a')] }
