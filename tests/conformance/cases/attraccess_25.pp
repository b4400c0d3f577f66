notify { 'n': message => [File == Resource['file'], File['a'] == File['A'], Notify['x'] == Resource['notify', 'x']] }
