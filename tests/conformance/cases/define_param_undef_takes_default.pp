define d($x = 'def') { notify { $title: message => $x } }
d { 'a': x => undef }
