define d { }
d { 'a': require => Notify['n'] }
notify { 'n': }
