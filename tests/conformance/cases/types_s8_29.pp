notify { 'a': message => [size('héllo'), 'héllo'.length, 'abc' + 'def'] }
