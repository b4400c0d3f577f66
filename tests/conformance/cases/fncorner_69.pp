notify { 'x': message => "${sort({a=>1})}" }
