notice('x' 'y')
