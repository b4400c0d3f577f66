@notify { 'v': }
notify { 'r': require => Notify['v'] }
