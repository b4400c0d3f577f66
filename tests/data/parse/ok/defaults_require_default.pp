notify { 'base': }
Notify { require => Notify['base'] }
notify { 'a': }
