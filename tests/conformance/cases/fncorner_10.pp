notify { 'x': message => "${unique({a=>1,b=>1,c=>2})}" }
