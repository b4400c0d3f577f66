notify { 'x': message => String("hel'lo\tx", '%5e') }
