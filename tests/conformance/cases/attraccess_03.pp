notify { 'n': message => File['/etc/nosuch']['owner'] }
