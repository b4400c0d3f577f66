notify { 'x': message => "${type(1) == Integer[1, 1]} ${type('a') == String} ${type([1]) == Tuple[Integer[1, 1]]}" }
