file { logical': path => '/tmp/real' }
