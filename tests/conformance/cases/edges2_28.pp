notify { 'a': loglevel => 'warning', noop => true, schedule => 'daily', audit => 'all' }
