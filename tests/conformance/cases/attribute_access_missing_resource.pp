notice(File['/tmp/none']['mode'])
