notify { 'x': message => "${Class['c'] =~ Type[CatalogEntry]} ${Resource['file','a']} ${Resource['class','c']}" }
