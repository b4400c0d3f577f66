@notify { 'v': }
notify { 'b': require => Notify['v'] }
