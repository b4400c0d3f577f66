notify { 'a': message => 'x' }
notify { 'b': message => Notify['a']['nosuch'] }
