exec { '/bin/echo hi': }
exec { 'other': command => '/bin/true' }
