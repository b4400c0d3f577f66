notify { 'c': message => notify { 'inner': } }
