notify { 'x': message => String("hel'lo\tx", '%05d') }
