@@notify { 'exp': tag => 'e' }
Notify <<| tag == 'e' |>>
notify { 'after': }
