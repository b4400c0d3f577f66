notify { 'a': }
notify { 'b': subscribe => 'Notify[a]' }
