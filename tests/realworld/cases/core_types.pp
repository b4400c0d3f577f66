# The types moved out of Puppet into *_core modules, declared directly.
cron { 'logrotate':
  command => '/usr/sbin/logrotate /etc/logrotate.conf',
  user    => 'root',
  hour    => 2,
  minute  => [0, 30],
}
host { 'db01.example.com':
  ip           => '10.0.2.21',
  host_aliases => ['db01', 'database'],
}
mount { '/srv/data':
  ensure  => mounted,
  device  => '/dev/vdb1',
  fstype  => 'ext4',
  options => 'defaults,noatime',
  atboot  => true,
}
sshkey { 'github.com':
  ensure => present,
  type   => 'ssh-ed25519',
  key    => 'AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl',
}
ssh_authorized_key { 'alice@laptop':
  user => 'root',
  type => 'ssh-ed25519',
  key  => 'AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForTestingOnly0123456789abcdefghij',
}
yumrepo { 'epel':
  descr    => 'Extra Packages for Enterprise Linux',
  baseurl  => "https://download.example.com/pub/epel/${facts['os']['release']['major']}/Everything/\$basearch",
  enabled  => 1,
  gpgcheck => 1,
  gpgkey   => 'https://download.example.com/pub/epel/RPM-GPG-KEY-EPEL',
}
selboolean { 'httpd_can_network_connect':
  value      => on,
  persistent => true,
}
mailalias { 'root':
  recipient => ['ops@example.com'],
}
augeas { 'sshd disable dns':
  context => '/files/etc/ssh/sshd_config',
  changes => ['set UseDNS no'],
  onlyif  => 'get UseDNS != no',
}
zfs { 'tank/data':
  ensure      => present,
  compression => 'lz4',
}
