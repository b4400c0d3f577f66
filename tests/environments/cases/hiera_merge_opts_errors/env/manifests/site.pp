notify { 'a': message => lookup('x', Any, {'strategy' => 'unique', 'sort_merged_arrays' => true}) }
