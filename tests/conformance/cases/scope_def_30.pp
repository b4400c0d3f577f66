notify { 'a': notify => Notify['a'] }
