notify { 'x': message => "${join([[1,[2,{a=>'b'}]]], ',')}" }
