notify { 'x': message => String(true <= {a=>1}) }
