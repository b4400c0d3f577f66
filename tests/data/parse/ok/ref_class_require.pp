class base { }
include base
notify { 'n': require => Class['base'] }
