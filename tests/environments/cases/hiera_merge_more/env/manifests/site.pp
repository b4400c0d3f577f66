notify { 'deep_arr': message => lookup('arr', Any, 'deep') }
notify { 'deep_arr_sorted': message => lookup('arr', Any, {'strategy' => 'deep', 'sort_merged_arrays' => true}) }
notify { 'hash_shallow': message => lookup('h', Any, 'hash') }
notify { 'lo_deep': message => lookup('h') }
notify { 'deep_scalar': message => lookup('s', Any, 'deep') }
notify { 'hash_scalar': message => lookup('s', Any, 'first') }
