File { mode => '0644', owner => 'root' }
class c { File { mode => '0600' } file { '/in': } }
include c
file { '/out': }
