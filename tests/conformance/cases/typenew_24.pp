notify { 'x': message => "${Struct[{a=>Integer}].new({a=>'x'})}" }
