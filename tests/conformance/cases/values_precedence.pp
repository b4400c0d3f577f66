notify { 'x': message => [1 + 2 * 3, (1 + 2) * 3, 7 - 2 - 1, 2 * 3 % 4, -2 + 5, - 3, !true == false] }
