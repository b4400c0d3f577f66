@notify { 'v': }
notify { 'r': message => Notify['v']['message'] }
