$a = 'x' $b = 'y'
