notify { 'x': message => String("hel'lo\tx", '%A') }
