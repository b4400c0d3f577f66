notify { 'x': message => "${Struct[{a=>Integer}].new({a=>1})}" }
