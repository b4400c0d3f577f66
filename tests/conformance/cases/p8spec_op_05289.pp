notify { 'x': message => String([a] >> {a=>1}) }
