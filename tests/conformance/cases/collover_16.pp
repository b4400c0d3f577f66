class a { file { '/v': ensure => file, mode => '0600' } }
class b inherits a { File['/v'] { mode => '0644', owner => undef } }
include b
