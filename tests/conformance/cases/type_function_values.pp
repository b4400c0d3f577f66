notify { 'l1': message => type(1) }
notify { 'l2': message => type('x') }
notify { 'l3': message => type([1, 'a']) }
notify { 'l4': message => type({ 'a' => 1 }) }
notify { 'l5': message => type(1.5, 'generalized') }
notify { 'l6': message => type(undef) }
