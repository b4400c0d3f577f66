define d($v) { notify { $title: message => $v } }
d { 'a': v => 1 }
D['a'] { v => 2 }
