notify { 'x': message => "${flatten(1)} ${flatten()}" }
