define d(Type[File] $r) { notify { $title: message => "${r}" } }
d { 'x': r => Notify['a'] }
