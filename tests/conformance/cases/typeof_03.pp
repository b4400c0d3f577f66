notify { 'x': message => "${type([])} ${type({})} ${type([], 'generalized')} ${type({}, 'generalized')}" }
