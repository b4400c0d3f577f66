class base { file { '/etc/a': ensure => file, mode => '0644', owner => 'root' } }
class child inherits base { File['/etc/a'] { mode => undef, owner => 'adm' } }
include child
