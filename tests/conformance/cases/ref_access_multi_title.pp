file { '/f': mode => '0644' }
notify { 'x': message => File['/f', '/g']['mode'] }
