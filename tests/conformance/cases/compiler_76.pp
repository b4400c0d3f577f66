define d(Type[Class] $r) { notify { "d ${r}": } }
d { 'x': r => Class['main'] }
