notify { 'x': message => String(undef * 'abc') }
