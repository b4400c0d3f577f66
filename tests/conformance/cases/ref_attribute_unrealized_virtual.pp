@notify { 'v': message => 'm' }
notify { 'b': message => Notify['v']['message'] }
