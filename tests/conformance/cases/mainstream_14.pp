file { '/x': }
file { '/x/': }
