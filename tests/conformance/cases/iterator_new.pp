notify { 'k': message => "${Iterator([1,2])}" }
