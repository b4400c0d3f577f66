class base { file { '/b': ensure => file, mode => '0644' } }
class sub inherits base { File['/b'] { mode => '0600', owner => 'root' } }
include sub
