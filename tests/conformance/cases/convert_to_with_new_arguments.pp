notify { 'n': message => ['3'.convert_to(Integer), [1, 2].convert_to(Hash), 'x'.convert_to(Array, true)] }
