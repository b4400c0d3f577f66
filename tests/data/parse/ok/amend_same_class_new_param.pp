class a {
  file { '/x': ensure => file }
  File['/x'] { mode => '0600' }
}
include a
