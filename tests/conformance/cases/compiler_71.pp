$titles = ['a', default, 'b']
notify { $titles: message => 'both' }
