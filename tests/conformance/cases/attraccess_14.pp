notify { 'n': message => Notify['n']['message'] }
