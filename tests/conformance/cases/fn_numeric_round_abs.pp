notify { 'a': message => [1.5.round, 2.4.ceiling, 2.6.floor, -3.abs, 7 % 3, 2 ** 3] }
