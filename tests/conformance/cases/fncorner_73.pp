notify { 'x': message => "${join({a=>1,b=>2}, ',')}" }
