class c(Type[Catalogentry] $t = Class['x']) { notify { "${t}": } }
include c
