@@notify { 'exp': message => 'e', tag => 'share' }
Notify <<| tag == 'share' |>>
