notify { 'a': message => $x[ }
