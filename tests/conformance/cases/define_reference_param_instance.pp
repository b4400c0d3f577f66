define d(Type[Resource] $r) { notify { "r-${title}": message => "${r}" } }
d { 'one': r => File['/x'] }
