type Small = Integer[1,5]
notify { 'x': message => "${Small('9')}" }
