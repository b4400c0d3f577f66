file { '/a': mode => '0644' }
File['/a'] { owner => 'root' }
notify { 'n': message => File[/a']['owner'] }
