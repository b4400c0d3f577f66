notify { 't': message => [type(1), type('ab'), type([1]), type({}), type(undef), type(true)] }
