class m(Hash $users, Array $pkgs) { notify { 'm': message => [$users, $pkgs] } }
