notify { "x": message => { [1] => 'a' } }
