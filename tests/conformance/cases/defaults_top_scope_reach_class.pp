File { mode => '0644' }
class c { file { '/c': ensure => file } }
include c
file { '/top': ensure => file }
