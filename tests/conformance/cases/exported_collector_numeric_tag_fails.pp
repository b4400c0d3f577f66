@notify { 'a': tag => 'x' }
@@notify { 'b': tag => 'x' }
Notify <<| tag == 1 |>>
