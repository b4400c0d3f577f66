class c($x) { notify { "c ${x}": } }
class { 'c': x => undef }
