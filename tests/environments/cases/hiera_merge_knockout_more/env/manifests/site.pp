notify { 'ko': message => lookup('h', Any, {'strategy' => 'deep', 'knockout_prefix' => '--'}) }
