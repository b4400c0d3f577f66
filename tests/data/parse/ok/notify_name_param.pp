notify { 'title': name => 'othername', message => 'm' }
