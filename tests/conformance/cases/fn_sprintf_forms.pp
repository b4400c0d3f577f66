notify { 'p': message => [sprintf('%s', [1, 2]), sprintf('%d%%', 50), sprintf('%-4s|', 'x'), sprintf('%x', 255), sprintf('%.1f', 2.25), sprintf('%5.2f', 3.14159)] }
