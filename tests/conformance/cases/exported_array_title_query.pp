@@notify { ['e1', 'e2']: tag => 'grp' }
Notify <<| tag == 'grp' and title != 'e2' |>>
