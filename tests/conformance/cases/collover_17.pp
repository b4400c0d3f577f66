class a { file { '/v': ensure => file, mode => '0600', owner => 'root' } }
class b inherits a { File['/v'] { owner => undef } }
include b
