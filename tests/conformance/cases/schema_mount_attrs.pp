mount { '/mnt': ensure => mounted, device => '/dev/sdb1', fstype => 'ext4', options => 'defaults', dump => 0, pass => 2, atboot => true, remounts => true }
