notify { 'a': loglevel => 'bogus' }
