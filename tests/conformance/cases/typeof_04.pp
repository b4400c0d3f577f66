notify { 'x': message => "${type('a')} ${type('ab', 'generalized')} ${type('')} ${type('abc', 'reduced')}" }
