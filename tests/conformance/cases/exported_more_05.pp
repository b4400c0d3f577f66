@@notify { 'e': message => 'x' }
Notify <<| message == 'x' |>> -> notify { 'after': }
