@@file { '/x': }
file { '/x': }
