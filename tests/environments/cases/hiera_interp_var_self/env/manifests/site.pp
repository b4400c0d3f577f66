$w = '%{w}'
notify { 'a': message => lookup('a') }
