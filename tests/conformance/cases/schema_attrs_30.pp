file { '/a': path => 'rel' }
