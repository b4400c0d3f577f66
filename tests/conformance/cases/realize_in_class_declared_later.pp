class c { realize(User['bob']) }
include c
@user { 'bob': ensure => present }
