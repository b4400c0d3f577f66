user { 'u': ensure => present, uid => 1001, groups => ['a','b'], managehome => true, shell => '/bin/bash', home => '/home/u' }
cron { 'c': command => '/bin/true', minute => [0, 30], hour => '*' }
host { 'h.example.com': ip => '10.0.0.1', host_aliases => ['h'] }
mount { '/mnt': ensure => mounted, device => '/dev/sdb', fstype => 'ext4', options => 'defaults' }
ssh_authorized_key { 'k': user => 'u', type => 'ssh-rsa', key => 'AAAA' }
