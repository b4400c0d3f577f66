file { default: mode => '1'; default: mode => '2' }
