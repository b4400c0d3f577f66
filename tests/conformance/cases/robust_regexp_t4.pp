$x = [Regexp['(']]
notice($x)
