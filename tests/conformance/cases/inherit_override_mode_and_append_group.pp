class base { file { '/etc/a': mode => '0644', owner => 'root' } }
class child inherits base { File['/etc/a'] { mode => '0600', group +> 'wheel' } }
include child
