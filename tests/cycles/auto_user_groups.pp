# A user autorequires its primary group and its other groups.
user { 'u': ensure => present, gid => 'g0', groups => ['g1', 'g2'] }
group { 'g0': ensure => present, require => Notify['n0'] }
notify { 'n0': require => User['u'] }
group { 'g2': ensure => present, require => Notify['n2'] }
notify { 'n2': require => User['u'] }
group { 'g1': ensure => present, require => User['u'] }
group { 'g3': ensure => present, gid => 4242, require => Notify['n3'] }
notify { 'n3': require => User['v'] }
user { 'v': ensure => present, gid => 4242 }
