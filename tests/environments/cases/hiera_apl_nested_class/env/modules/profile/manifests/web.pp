class profile::web($port = 80, $nm = 'n') { notify { 'web': message => [$port, $nm] } }
