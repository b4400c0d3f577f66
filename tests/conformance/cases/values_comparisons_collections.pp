notify { 'x': message => ["a" < "b", 'abc' < 'abd', [1] == [1], { 'a' => 1 } != { 'a' => 2 }] }
