notify { 'a': require => 'notify[b]' }
notify { 'b': }
