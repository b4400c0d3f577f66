notify { 'first': message => lookup('arr') }
notify { 'unique': message => lookup('arr', Array, 'unique') }
notify { 'hash': message => lookup('h', Hash, 'hash') }
notify { 'deep': message => lookup('h', Hash, 'deep') }
notify { 'deepopts': message => lookup('h', Hash, {'strategy' => 'deep', 'sort_merged_arrays' => true}) }
notify { 'uniqscalar': message => lookup('s', Any, 'unique') }
notify { 'firsthash': message => lookup('h', Any, {'strategy' => 'first'}) }
