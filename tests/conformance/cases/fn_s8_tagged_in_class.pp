class c { notify { 'r': message => [tagged('c'), tagged('class'), tagged('nope'), tagged('C')] } }
include c
