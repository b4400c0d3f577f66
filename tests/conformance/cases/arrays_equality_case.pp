notify { 'e': message => [['A'] == ['a'], { 'K' => 'v' } == { 'k' => 'v' }, 'a' in ['A', 'b']] }
