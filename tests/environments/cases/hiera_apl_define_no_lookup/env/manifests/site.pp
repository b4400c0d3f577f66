define mydef($p = 'default') { notify { $title: message => $p } }
mydef { 'x': }
