notify { 'a': message => Integer('0x10') }
notify { 'b': message => Numeric('3.5') + 1 }
notify { 'c': message => String(5) }
notify { 'd': message => Boolean('true') }
notify { 'e': message => Array('abc') }
