file { '/tmp/x': mode => '0644' }
notice(File['/tmp/x']['nosuch'])
