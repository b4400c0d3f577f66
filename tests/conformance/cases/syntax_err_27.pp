@@@file { 'x': }
