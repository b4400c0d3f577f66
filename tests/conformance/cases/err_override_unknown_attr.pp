notify { 'a': }
Notify['a'] { bogus => 1 }
