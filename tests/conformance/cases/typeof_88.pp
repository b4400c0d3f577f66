notify { 'x': message => "${type([1.5, 2.5], 'reduced')} ${type([1, 2.0], 'reduced')} ${type(['a', 'a'], 'reduced')}" }
