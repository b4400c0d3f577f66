notify { 'x': message => String("hel'lo\tx", '%4.2o') }
