notify { 'a': message => [md5('x'), sha1('x'), sha256('x'), 'x'.md5] }
