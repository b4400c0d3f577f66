package { 'p': ensure => latest, provider => apt, install_options => ['-y'] }
