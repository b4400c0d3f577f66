notify { 'n': message => { 'k' => [Notify[x]] } }
