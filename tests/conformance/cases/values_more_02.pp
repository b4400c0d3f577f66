notify { 'n': message => "0x10" + 0 }
