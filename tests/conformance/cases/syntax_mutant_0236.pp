notify { 'a': loglevel => 'debug', noop => true, schedule => 'dail audit => 'all' }
