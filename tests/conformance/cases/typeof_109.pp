notify { 'x': message => "${type({a => 1, b => 'x'}, 'reduced')} ${type({a => 1, b => 2}, 'reduced')}" }
