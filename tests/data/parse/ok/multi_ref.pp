file { ['/a', '/b', '/c']: ensure => file }
notify { 'n': require => File['/a', '/b'] }
$my_files = ['/b', '/c']
notify { 'm': before => File[$my_files] }
