define d($path = $title, $mode = "${path}-m") { notify { $path: message => $mode } }
d { 'p1': }
d { 'p2': path => 'pp' }
