notify { 'b': message => Notify['a']['message'] }
notify { 'a': message => 'x' }
