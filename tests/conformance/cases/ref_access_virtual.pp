@notify { 'a': message => 'm' }
notify { 'b': message => Notify['a']['message'] }
