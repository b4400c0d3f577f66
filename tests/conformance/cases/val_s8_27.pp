notify { 'a': message => [strip('  x '), lstrip(' x'), rstrip('x  '), chomp("x\n"), chop('xy'), 'abc'.size, length([1,2]), ['b','a'].sort, [3,1,2].sort |$a,$b| { $b - $a }] }
