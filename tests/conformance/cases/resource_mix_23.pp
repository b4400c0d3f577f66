notify { 'x': message => Notify['y']['message'] }
notify { 'y': message => 'later' }
