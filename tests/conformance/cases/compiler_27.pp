define d(Type[Resource] $r) { notify { "d ${r}": } }
d { 'x': r => Class['main'] }
