define d($v = 'dv') { notify { $title: message => $v } }
D { v => 'from-default' }
d { 'a': }
