file { '/x': alias => 'xf' }
file { 'xf': }
