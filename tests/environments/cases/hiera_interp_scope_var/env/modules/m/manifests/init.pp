class m($p) { notify { 'p': message => $p } }
