file { '/etc/x':
  ensure => file,
  owner  => 'root',
}
File['/etc/x'] { group => 'wheel' }
File['/etc/x'] { owner => 'nobody' }
