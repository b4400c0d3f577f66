@@notify { 'e1': message => 'x' }
@@notify { 'e2': message => 'y' }
Notify <<| title == 'e1' |>>
