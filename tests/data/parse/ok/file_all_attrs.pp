file { '/etc/x':
  ensure => link, target => '/etc/y', force => true, backup => false,
  content => 'c', replace => false, links => follow, purge => true, recurse => true,
}
