class c {}
notify { 'x': message => "${Class['c'] =~ Type[CatalogEntry]} ${Class =~ Type[Class]} ${Resource['notify'] == Notify} ${Resource['notify', 'a'] == Notify['a']}" }
