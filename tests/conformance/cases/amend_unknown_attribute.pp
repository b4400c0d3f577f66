notify { 'a': }
Notify['a'] { nosuch => 1 }
