file_line { 'f': path => '/x', line => 'y' }
