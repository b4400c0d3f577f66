notice(File['/missing']['mode'])
