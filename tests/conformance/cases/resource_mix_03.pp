class base { file { '/x': mode => '0644', owner => 'a' } }
class sub inherits base { File['/x'] { mode => undef, group => 'g' } }
include sub
