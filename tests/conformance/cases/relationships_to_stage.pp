stage { 'first': before => Stage['main'] }
notify { 'x': require => Stage['first'] }
