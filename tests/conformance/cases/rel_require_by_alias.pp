notify { 'a': alias => 'first' }
notify { 'b': require => Notify['first'] }
