file { 'a': path => '/p' }
file { 'b': path => '/p' }
