notify { 'n': message => ['a-b_c'.split(/[-_]/), 'abc' =~ /^a/, 'x' !~ /y/, 'foo'.match(/(o)(o)/)] }
