@@notify { 'ex': message => 'exported' }
Notify <<| |>>
