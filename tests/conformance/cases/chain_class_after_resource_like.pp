class c($msg = 'hi') { notify { 'n': message => $msg } }
class { 'c': msg => 'override' }
Class['c'] -> notify { 'after': }
