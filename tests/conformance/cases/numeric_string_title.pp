notify { '1': }
notify { 'n': require => Notify['1'] }
