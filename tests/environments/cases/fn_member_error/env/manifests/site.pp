$x = member('abc', 'a')
