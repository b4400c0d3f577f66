notify { 'x': message => hiera_hash('s') }
