notify { 'x': message => "${sort(['B', 'a', 'C'])} ${sort([1.5, 1, 0.5])} ${sort([])}" }
