Notify { withpath => true }
Notify { loglevel => 'info' }
notify { 'a': }
