define d(Type[Resource] $r) { notify { $title: message => "${r}" } }
d { 'x': r => File['/a'] }
file { '/a': }
