notify { 'a': alias => 'aa' }
notify { 'b': require => Notify['aa'] }
