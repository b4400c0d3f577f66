file { '/etc/x': ensure => file, mode => '0644', owner => 'root' }
$m = File['/etc/x']['mode']
$o = File['/etc/x'][owner]
notify { "mode ${m} owner ${o}": }
