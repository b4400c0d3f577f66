notify { 'n': message => $title }
