class foo($p = 'x') { notify { 'f': message => $p } }
include foo
notify { 'show': message => Class['foo']['p'] }
