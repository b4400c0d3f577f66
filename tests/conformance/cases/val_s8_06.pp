notify { 'a': message => [sprintf('%05.2f', 3.14159), sprintf('%x', 255), sprintf('%o', 8), sprintf('%e', 12345.678), sprintf('%-5s|', 'ab'), sprintf('%+d', 5)] }
