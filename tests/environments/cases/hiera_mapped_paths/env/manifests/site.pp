notify { 'k': message => lookup('k', Array, unique) }
notify { 'w': message => lookup('w') }
