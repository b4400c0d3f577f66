class c($n = 1) { notify { 'x': message => $n } }
class { 'c': n => undef }
