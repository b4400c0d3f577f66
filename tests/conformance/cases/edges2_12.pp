notify { 'a': require => 'Notify[b]' }
notify { 'b': }
