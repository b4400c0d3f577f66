$attrs = { 'ensure' => 'file', 'title' => '/x' }
file { '/a': * => $attrs }
