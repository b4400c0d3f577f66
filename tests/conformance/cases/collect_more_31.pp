file { '/x': }
File['/x'] { nosuch => 1 }
