class base { file { '/b': ensure => file } }
class child inherits base { File['/b'] { owner => 'root' } }
include child
