define d($v = 'dflt') { notify { "${title}-${v}": } }
D { v => 'fromdefault' }
d { 'a': }
d { 'b': v => 'explicit' }
