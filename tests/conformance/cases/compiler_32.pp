class c($a = 1) { notify { "c${a}": } }
@class { 'c': }
