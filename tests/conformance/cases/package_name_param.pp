package { 'web': name => 'nginx' }
