file { '/a': }
File['/a']['mode'] = '0644'
