notify { 'a': message => lookup('x', Any, {'strategy' => 'deep', 'merge_hash_arrays' => 'yes'}) }
