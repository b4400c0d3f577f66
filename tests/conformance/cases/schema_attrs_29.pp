file { 'rel': }
