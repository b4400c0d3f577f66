$h = { 'k' => undef }
notify { 'a': message => $h['k'] =~ Undef }
notify { 'b': message => 5 =~ Integer[1, 10] }
notify { 'c': message => 'x' =~ Enum['x', 'y'] }
notify { 'd': message => [1, 'a'] =~ Array[Variant[Integer, String]] }
