notify { 'n': message => lookup('n', Any, {'strategy' => 'deep', 'sort_merged_arrays' => true}) }
notify { 's': message => lookup('s', Any, {'strategy' => 'deep', 'sort_merged_arrays' => true}) }
