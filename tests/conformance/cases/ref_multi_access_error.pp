file { ['/a', '/b']: mode => '0644' }
notify { "${File['/a', '/b']['mode']}": }
