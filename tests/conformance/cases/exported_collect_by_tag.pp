@@notify { 'e1': tag => 'web' }
@@notify { 'e2': }
Notify <<| tag == 'web' |>>
