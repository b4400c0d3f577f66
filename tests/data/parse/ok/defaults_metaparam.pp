Notify { tag => 'deftag' }
notify { 'a': }
