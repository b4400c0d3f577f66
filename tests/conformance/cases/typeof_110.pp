notify { 'x': message => "${type(['a', 1, 2.5, true], 'generalized')} ${type([[1], [2.5]], 'generalized')}" }
