define d($ensure) { }
d { 'a': ensure => present, tag => 'dt', noop => true, before => Notify['z'] }
notify { 'z': }
