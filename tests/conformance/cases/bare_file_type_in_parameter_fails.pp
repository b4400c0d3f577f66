notify { 'n': message => [File, File['/a'] =~ File, File =~ Type[Resource]] }
