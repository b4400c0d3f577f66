class c {}
include c
define d(Type[Resource] $r) { notify { "d ${r}": } }
d { 'x': r => File['/a'] }
d { 'y': r => Class['c'] }
