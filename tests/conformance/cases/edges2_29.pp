notify { 'a': loglevel => 'nonsense' }
