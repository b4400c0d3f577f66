notify { 'k': message => Resource }
