notify { 'x': message => [md5('abc'), sha1('abc'), sha256('abc'), shellquote('a b', "c'd", 'e'), chomp("line\n"), lstrip('  a '), rstrip(' a  '), size([1, 2]), size('abc')] }
