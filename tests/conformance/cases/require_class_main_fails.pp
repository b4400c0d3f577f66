class c { }
include c
notify { 'a': require => [Class['c'], Class['main']] }
