notify { 'a': alias => 'first' }
notify { 'b': before => Notify['first'], require => Notify['a'] }
