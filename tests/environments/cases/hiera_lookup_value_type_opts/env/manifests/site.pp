notify { 'a': message => lookup('x', {'value_type' => String}) }
