# References, multi-references and attribute access.
file { '/etc/first.conf':
  ensure => file,
  mode   => '0644',
  owner  => 'root',
}
file { '/etc/second.conf':
  ensure  => file,
  mode    => File['/etc/first.conf']['mode'],
  owner   => File['/etc/first.conf']['owner'],
  require => File['/etc/first.conf'],
}
notify { 'configured':
  subscribe => File['/etc/first.conf', '/etc/second.conf'],
}
# Amending a declared resource adds attributes.
File['/etc/first.conf'] { group => 'root' }
