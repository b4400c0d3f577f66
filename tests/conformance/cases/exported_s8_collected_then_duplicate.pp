@@notify { 'e1': message => 'exp' }
Notify <<| |>>
notify { 'e1': message => 'dup' }
