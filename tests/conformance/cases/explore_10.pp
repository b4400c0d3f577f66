file { '/a': }
notify { 'n': require => 'File[/a]', before => ['File[/a]'] }
