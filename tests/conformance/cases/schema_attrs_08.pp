mount { '/m': ensure => mounted, device => '/dev/x', fstype => 'ext4', options => 'defaults' }
