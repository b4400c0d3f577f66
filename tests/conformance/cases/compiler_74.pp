class c { }
include c
$r = Class['c']
notify { 'x': message => "${r =~ Type[Resource]} ${r =~ Type[Class]} ${r =~ Type[CatalogEntry]}" }
