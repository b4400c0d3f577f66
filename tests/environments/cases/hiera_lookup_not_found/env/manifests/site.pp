notify { 'x': message => lookup('missing') }
