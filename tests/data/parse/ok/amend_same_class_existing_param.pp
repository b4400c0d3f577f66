class a {
  file { '/x': ensure => file, mode => '0644' }
  File['/x'] { mode => '0600' }
}
include a
