$x = dirname('')
