class c($x) { notify { "x=${x}": } }
class { 'c': x => undef }
