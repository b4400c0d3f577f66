notify { 'Hello': }
notify { 'x': require => Notify['hello'] }
