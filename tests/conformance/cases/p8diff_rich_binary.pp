notify { 'x': message => { 'bin' => Binary('aGVsbG8='), 'type' => Integer[1, 2] } }
