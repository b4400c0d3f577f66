notify { 'x': message => String(undef % '1e2') }
