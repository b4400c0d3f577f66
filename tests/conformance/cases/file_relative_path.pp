file { 'relative/path': }
