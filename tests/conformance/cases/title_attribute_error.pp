file { '/x': title => '/y' }
