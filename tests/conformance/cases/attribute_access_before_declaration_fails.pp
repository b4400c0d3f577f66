notify { 'n': message => Notify['a'][message] }
notify { 'a': message => 'hi' }
