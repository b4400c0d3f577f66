mount { '/mnt': ensure => mounted, device => '/dev/sdb1', fstype => 'ext4', options => 'defaults' }
ssh_authorized_key { 'k': user => 'u', type => 'ssh-rsa', key => 'AAAA' }
