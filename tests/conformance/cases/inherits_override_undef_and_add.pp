class base { file { '/x': mode => '0644', owner => 'root' } }
class child inherits base { File['/x'] { mode => undef, group => 'wheel' } }
include child
