$x = zip([1], 'a')
