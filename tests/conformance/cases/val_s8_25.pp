notify { 'a': message => [upcase('abc'), 'Hello'.downcase, capitalize('foo bar'), camelcase('foo_bar'), 'a,b,,c'.split(','), split('a1b22c', /\d+/), join([1,2],'-')] }
