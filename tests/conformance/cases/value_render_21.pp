notify { "x": message => { 'a' => Sensitive('s') } }
