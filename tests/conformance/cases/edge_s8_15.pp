define d($x) { notify { $title: message => $x } }
d { 'a': x => 1, y => 2 }
