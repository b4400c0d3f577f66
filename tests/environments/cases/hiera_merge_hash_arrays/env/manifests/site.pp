notify { 'with': message => lookup('h', Hash, {'strategy' => 'deep', 'merge_hash_arrays' => true}) }
notify { 'without': message => lookup('h', Hash, {'strategy' => 'deep'}) }
