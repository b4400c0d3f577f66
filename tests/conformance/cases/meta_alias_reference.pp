notify { 'x': alias => 'y' }
notify { 'z': require => Notify['y'] }
