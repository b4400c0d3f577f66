notify { 'a': alias => 'alpha' }
notify { 'b': require => Notify['alpha'] }
