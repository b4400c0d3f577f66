notify { 'x': message => template('web/missing.erb') }
