service { 's': }
file { '/f': }
Service['s'] <~ File['/f']
