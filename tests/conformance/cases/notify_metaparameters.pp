notify { 'n': loglevel => 'debug', schedule => 'daily', noop => true, audit => 'all' }
