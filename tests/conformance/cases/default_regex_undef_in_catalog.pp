notify { 'n': message => [default, /re+gex/, undef] }
