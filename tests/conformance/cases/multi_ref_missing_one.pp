notify { 'a': }
notify { 'n': require => Notify['a', 'missing'] }
