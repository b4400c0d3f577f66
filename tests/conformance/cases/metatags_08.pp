class c { notify { 'n': } }
include c
Class['c'] { tag => 'late' }
