file { 'one': path => '/etc/same' }
file { 'two': path => '/etc/same' }
