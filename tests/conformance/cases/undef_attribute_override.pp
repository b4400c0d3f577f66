class base { file { '/x': mode => '0644', owner => 'root' } }
class child inherits base { File['/x'] { owner => undef } }
include child
