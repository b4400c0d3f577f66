notify { 'x': message => "${type(type(1))} ${type(Integer, 'generalized')} ${type([], 'reduced')} ${type({}, 'reduced')}" }
