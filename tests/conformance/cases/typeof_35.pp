notify { 'x': message => "${type('abc', 'detailed')} ${type([1,[2]], 'detailed')}" }
