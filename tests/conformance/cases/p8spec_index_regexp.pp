notify { 'x': message => ['abcabc'.index(/c(a)/), 'abc'.index(/z/), ['A', 'a'].index('a'), {x => 'B', y => 'b'}.index('b')] }
