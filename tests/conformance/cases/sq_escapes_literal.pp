notify { 'a': message => 'back\\slash \n not newline \' quote \q' }
