notify { "x": message => [assert_type(Struct[{a=>Integer}], {a=>"x", b=>1})] }
