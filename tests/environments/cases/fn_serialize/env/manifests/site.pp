$data = {'a' => 1, 'b' => [true, false, undef, 1.5, 'x"y\\z'], 'c' => {}, 'd' => [], 'e' => {'n' => "line\nbreak\ttab", 'u' => 'é'}, 3 => 2.0e20}
notify { 'to_json': message => stdlib::to_json($data) }
notify { 'to_json_scalars': message => [stdlib::to_json('x'), stdlib::to_json(1), stdlib::to_json(undef), stdlib::to_json([]), to_json({'k' => 'v'})] }
notify { 'to_json_pretty': message => stdlib::to_json_pretty($data) }
notify { 'to_json_pretty_skip': message => stdlib::to_json_pretty({'a' => undef, 'b' => 1, 'c' => [undef]}, true) }
notify { 'to_json_pretty_opts': message => stdlib::to_json_pretty({'a' => [1, 2], 'b' => {'c' => 1}}, false, {'indent' => '    ', 'space_before' => ' '}) }
notify { 'to_json_pretty_array': message => stdlib::to_json_pretty([1, {'a' => []}]) }
notify { 'to_yaml': message => stdlib::to_yaml($data) }
notify { 'to_yaml_list': message => stdlib::to_yaml(['a', 1, true, 'yes', '1.5']) }
