notify { "x": message => [1 == 1.0, "1" == 1, [1,2] == [1,2], {a=>1} == {a=>1}, undef == undef, "" == undef] }
