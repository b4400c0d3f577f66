notify { 'k': message => "${Float({a => 1})}" }
