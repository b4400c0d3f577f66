notify { 'x': message => (notify { 'inner': }) }
