notify { 'x': message => "${type([1, [2, 'x']], 'reduced')} ${type({a => [1]}, 'reduced')} ${type([[1, 2], [3]], 'generalized')}" }
