file { '/tmp/x': mode => '0644' }
notice(File['/tmp/x']['mode'])
notice(File['/tmp/x']['owner'])
notice(File['/tmp/x'][ensure])
