@@notify { 'exp': message => 'hi' }
Notify <<| |>>
