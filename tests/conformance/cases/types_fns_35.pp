notice(type(1), type('a'), type([1, 'a']), type({a => 1}), type(undef), type(File['/x']))
