notify { 'x': message => ['%s' , "%d", sprintf('%s=%s', 'a'), sprintf('%-5s|%5s|', 'ab', 'cd')] }
