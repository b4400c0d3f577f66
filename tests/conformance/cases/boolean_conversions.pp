notify { 'n': message => [Boolean('yes'), Boolean(0), Boolean('false')] }
