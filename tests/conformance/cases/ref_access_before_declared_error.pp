notify { 'x': message => Notify['a']['message'] }
notify { 'a': message => 'later' }
