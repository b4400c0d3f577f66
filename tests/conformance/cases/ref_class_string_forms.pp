class foo::bar {}
include foo::bar
notify { 'x': message => ["${Class['Foo']}", "${Class['foo::Bar']}", "${Class['::foo']}", "${Class[foo]}", "${Class}", Class['Foo::bar'], "${Notify['A']}", "${File[' x ']}"], require => Class['foo::bar'] }
