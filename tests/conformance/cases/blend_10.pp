$r = [File['/a'], File['/b']]
file { ['/a','/b']: ensure => file }
notify { 'n': require => $r }
