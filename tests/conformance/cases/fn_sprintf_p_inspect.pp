notify { 'a': message => [sprintf('%p|%p|%p|%p|%p|%p', 'x', 1, undef, true, 1.5, [1,'a']), sprintf('%5p|%-6p|%.2p', 'ab', 3, 'xyz'), sprintf('%p', "q\"\n")] }
notify { 'b': message => [-1 << 63, 5 >> -2, -9 >> 2, -1 >> 100, 1 << -3, 0 << 1000] }
