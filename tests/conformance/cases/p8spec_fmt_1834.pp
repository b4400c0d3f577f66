notify { 'x': message => String("hel'lo\tx", '%-10.2E') }
