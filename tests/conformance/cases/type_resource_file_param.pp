define d(Type[Resource['file']] $r) { notify { $title: message => $r } }
d { 'x': r => File['/f'] }
