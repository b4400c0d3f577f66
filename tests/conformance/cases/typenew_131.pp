notify { 'x': message => "${String[3].new('ab')}" }
