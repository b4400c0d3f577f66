class c {}
include c
notify { 'x': message => "${Class['c'] =~ Type[Resource]} ${Class =~ Type[Resource]} ${File['a'] =~ Type[Resource]} ${Class['c'] =~ Type[Class]}" }
