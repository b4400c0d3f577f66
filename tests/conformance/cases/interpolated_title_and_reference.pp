$x = 'v'
notify { "${x}": }
notify { 'n': require => Notify[$x] }
