file { '/a': mode => 0644 }
file { '/b': mode => '0644' }
file { '/c': mode => 644 }
