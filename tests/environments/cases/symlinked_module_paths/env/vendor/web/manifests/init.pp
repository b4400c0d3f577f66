class web { notify { 'web': } file { '/tmp/x': source => 'puppet:///modules/web/x' } }
