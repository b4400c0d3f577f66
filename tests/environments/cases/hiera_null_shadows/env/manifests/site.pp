include m
notify { 'k': message => String(lookup('k', undef, undef, 'dflt')) }
notify { 'l': message => lookup('l', Any, 'unique') }
