notify { 'x': message => String('hello world', '%7.2p') }
