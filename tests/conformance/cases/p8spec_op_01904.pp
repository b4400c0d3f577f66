notify { 'x': message => String({a=>1} % '0x10') }
