notify { 'x': message => { 'password' => Sensitive('secret'), 'list' => [Sensitive(1)] } }
