class c($x = 'def') { notify { "c": message => $x } }
class { 'c': x => undef }
