notify { 'x': message => "${join([{a=>'x', b=>[1,'y']}, undef, true], '|')}" }
