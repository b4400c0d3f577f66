define d(String $x) { notify { $title: message => $x } }
d { 'one': x => 5 }
