file { '/a': source => 'puppet:///x', recurse => remote, ignore => ['.git'] }
