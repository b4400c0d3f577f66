notify { 'a': noop => true, loglevel => 'debug', schedule => 'daily', audit => 'all' }
