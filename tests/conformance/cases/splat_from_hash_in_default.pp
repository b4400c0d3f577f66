$d = { 'mode' => '0600', 'owner' => 'root' }
file { default: * => $d; '/a': ensure => file; '/b': mode => '0644'; }
