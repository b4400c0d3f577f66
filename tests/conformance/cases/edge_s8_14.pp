define d($x) { notify { $title: message => $x } }
d { 'a': }
