$u = undef
notify { 'any2array': message => [any2array($u), any2array('a'), any2array(['a', 'b']), any2array({'k' => 'v', 'k2' => 'v2'}), any2array('a', 'b'), any2array()] }
notify { 'concat': message => [concat([1], [2, 3], 4), concat(['a'], [['b']]), concat([], $u)] }
notify { 'deep_merge': message => deep_merge({'a' => 1, 'h' => {'x' => 1, 'y' => {'z' => 1}}}, $u, {'b' => 2, 'h' => {'y' => {'w' => 2}, 'v' => 3}}, {'a' => 'one'}) }
notify { 'delete': message => [delete(['a', 'b', 'a', 'c'], 'a'), delete(['a', 'b', 'c'], ['a', 'c']), delete('abcabc', 'b'), delete([1, 2, 1], 1)] }
notify { 'delete_hash': message => delete({'a' => 1, 'b' => 2, 'c' => 3}, ['a', 'c']) }
notify { 'delete_at': message => [delete_at(['a', 'b', 'c'], 1), delete_at(['a', 'b', 'c'], '0'), delete_at(['a', 'b', 'c'], -1)] }
notify { 'delete_undef_values': message => [delete_undef_values(['a', $u, 'b', '']), delete_undef_values({'a' => $u, 'b' => 1, 'c' => ''})] }
notify { 'member': message => [member(['a', 'b'], 'a'), member(['a', 'b'], 'c'), member(['a', 'b', 'c'], ['a', 'c']), member(['a'], ['a', 'd']), member([1, 2], 2)] }
notify { 'zip': message => [zip([1, 2, 3], ['a', 'b', 'c']), zip([1, 2], ['a']), zip([1, 2], ['a', 'b'], true)] }
