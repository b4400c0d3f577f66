notify { 'a': require => File['x'; }
