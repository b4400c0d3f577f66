notify { 'n': message => lookup('nosuch::key', undef, undef, 'fallback') }
