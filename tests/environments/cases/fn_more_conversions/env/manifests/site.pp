notify { 'delete_regex': message => [delete_regex(['abf', 'ab', 'ac'], '^ab.*'), delete_regex(['a', 'b', 'c', 'b'], 'b'), delete_regex(['abc', 'b', 'c'], ['b', 'c']), delete_regex(['ab ab', 'abc'], 'ab')] }
notify { 'delete_regex_hash': message => delete_regex({'a' => 1, 'b' => 2, 'ab' => 3}, 'a') }
notify { 'clamp': message => [clamp(1, 5, 10), clamp('12', 5, 10), clamp([1, 3], 2), clamp(7.9, 1, 3)] }
notify { 'uriescape': message => [uriescape('http://example.com/a b?x=1&y=ü'), uriescape(['a b', 1]), uriescape('#frag%')] }
