define exp::thing($v) { @@notify { "thing-${title}": message => $v, tag => 'things' } }
exp::thing { ['a', 'b']: v => 'val' }
Notify <<| tag == 'things' and title == 'thing-a' |>>
