notify { 'e': message => [] }
notify { 'h': message => {} }
notify { 's': message => '' }
