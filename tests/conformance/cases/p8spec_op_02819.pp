notify { 'x': message => String(Integer % {a=>1}) }
