notify { 'x': message => String('-0x1A' + 0) }
