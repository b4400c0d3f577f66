notify { "x": message => /re/ }
