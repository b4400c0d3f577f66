@@notify { 'a': tag => 'x' }
Notify <<| tag == 'x' or tag == 'y' |>>
Notify <<| tag == 'x' |>>
