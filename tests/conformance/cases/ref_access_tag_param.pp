notify { 'a': message => 'hi', tag => ['t1'] }
notify { 'b': message => Notify['a']['tag'] }
