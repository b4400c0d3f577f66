notify { 'a': require => undef, before => [undef, Notify['b']] }
notify { 'b': }
