notify { 'n': message => 9223372036854775807 }
notify { 'm': message => 0777 }
notify { 'o': message => 0x7f }
