class foo::bar {}
include foo::bar
notify { 'n': require => Class['Foo::Bar'] }
