notify { 'n': message => [strip(['  a ', 'b  ']), upcase({ 'a' => 'b' }), max([1, 5, 3]), min(['b', 'a'])] }
