notify { 'x': message => hiera('missing') }
