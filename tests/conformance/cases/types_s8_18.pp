notify { 'a': message => [{'a' => {'b' => [1, 2]}}.dig('a', 'b', 1), {'a' => 1}.dig('x', 'y'), [1, [2]].dig(1, 0), getvar('nope'), undef.lest || { 'fallback' }, 5.then |$x| { $x + 1 }] }
