file { '/x': mode => '0644' }
notify { 'out': message => Resource['file', '/x']['mode'] }
