notify { 'deep': message => lookup('h', Any, 'deep') }
notify { 'deep_mha': message => lookup('h', Any, {'strategy' => 'deep', 'merge_hash_arrays' => true}) }
notify { 'hash': message => lookup('h', Any, 'hash') }
