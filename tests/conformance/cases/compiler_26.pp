notify { 'x': message => "${Class['c'] =~ Type[Resource['class']]} ${Class['c'] =~ Type[Resource['Class']]} ${Resource['class', 'c'] == Class['c']}" }
