notify { 'x': message => ['abc'.capitalize, 'ABC'.downcase, ['a', 'b'].upcase, { 'a' => 'b' }.upcase, 'a_b_c'.camelcase, 'HelloWorld'.downcase] }
