notify { 'one': message => lookup('h.1', undef, undef, 'nf') }
notify { 'two': message => lookup('h.2', undef, undef, 'nf') }
notify { 'l': message => lookup('l.1', undef, undef, 'nf') }
notify { 'lneg': message => lookup('l.-1', undef, undef, 'nf') }
