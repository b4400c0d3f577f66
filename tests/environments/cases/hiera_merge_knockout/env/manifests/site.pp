notify { 'h': message => lookup('h', Hash, {'strategy' => 'deep', 'knockout_prefix' => '--'}) }
notify { 'arr': message => lookup('arr') }
notify { 'arr_unique': message => lookup('arr', Any, 'unique') }
