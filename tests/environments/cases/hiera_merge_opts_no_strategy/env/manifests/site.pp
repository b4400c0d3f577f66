notify { 'a': message => lookup('x', Any, {'knockout_prefix' => '--'}) }
