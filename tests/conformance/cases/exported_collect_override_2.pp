@@notify { 'e': tag => 't' }
Notify <<| tag == 't' |>> { message => 'over' }
