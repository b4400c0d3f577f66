notify { 'a': tag => 't' }
notify { 'b': message => Notify['a']['tag'] }
