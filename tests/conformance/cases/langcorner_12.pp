$x = [1] notify { "a": message => String($x(1)) }
