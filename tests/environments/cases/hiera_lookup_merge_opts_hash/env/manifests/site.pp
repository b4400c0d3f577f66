notify { 'a': message => lookup('x', {'merge' => 'unique'}) }
notify { 'b': message => lookup({'name' => 'x', 'merge' => {'strategy' => 'unique'}}) }
notify { 'c': message => lookup({'name' => 'missing', 'default_value' => 3}) }
notify { 'd': message => lookup('missing', {'default_values_hash' => {'other' => 1}, 'default_value' => 'dv'}) }
