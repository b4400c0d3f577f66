notify { 'a': }
notify { 'b': require => Notify['A'] }
