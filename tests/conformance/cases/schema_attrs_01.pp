file { '/a': nosuch => 1 }
