file { '/Etc/X': }
notify { 'n': require => File['/Etc/X'] }
