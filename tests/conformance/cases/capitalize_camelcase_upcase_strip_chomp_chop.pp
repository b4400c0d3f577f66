notify { 'l1': message => 'hello world'.capitalize }
notify { 'l2': message => 'hello_world'.camelcase }
notify { 'l3': message => upcase(['a', 'b']) }
notify { 'l4': message => '  x  '.strip }
notify { 'l5': message => "line\n".chomp }
notify { 'l6': message => 'abc'.chop }
