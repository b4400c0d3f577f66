notify { 'x': message => [Notify['a'] =~ Notify, Notify =~ Type[Resource], File['/a'] == Resource[File]['/a'], Resource['notify'] == Notify] }
