$x = { 'a' => [1, { 'b' => 'deep' }] }
notify { 'n': message => [getvar('x'), getvar('x.a.1.b'), getvar('nosuch', 'dflt'), getvar('::x')] }
