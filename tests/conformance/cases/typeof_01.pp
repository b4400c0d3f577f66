notify { 'x': message => "${type([1,2])} ${type([1,2], 'reduced')} ${type([1,2], 'generalized')}" }
