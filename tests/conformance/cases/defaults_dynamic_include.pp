class c { File { owner => 'c' } include d }
class d { file { '/d': ensure => file } }
include c
