notify { 'x': message => String("hel'lo\tx", '%7u') }
