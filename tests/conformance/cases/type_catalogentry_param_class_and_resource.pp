define d(Type[Catalogentry] $r) { notify { $title: message => "${r}" } }
d { 'x': r => Class['main'] }
d { 'y': r => Notify['q'] }
