notify { 'x': require => Notify['missing'] }
