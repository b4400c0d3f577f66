notify { 'h': message => { 1 => 'one', 'b' => true } }
