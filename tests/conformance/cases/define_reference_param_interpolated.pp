define d(Type[Resource] $r) { notify { "r-${title}": message => "${r} ${[$r]}" } }
d { 'one': r => File['/x'] }
