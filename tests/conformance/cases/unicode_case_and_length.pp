notify { 'n': message => [upcase('ß'), downcase('ÀB'), 'é'.length, capitalize('émile')] }
