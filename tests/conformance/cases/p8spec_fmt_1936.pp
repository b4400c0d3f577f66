notify { 'x': message => String("hel'lo\tx", '%6p') }
