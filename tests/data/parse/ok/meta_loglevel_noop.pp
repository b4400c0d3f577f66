notify { 'a': loglevel => 'debug', noop => true, schedule => 'daily', audit => 'all' }
