notify { 'a': subscribe => 'Notify[b]' }
notify { 'b': }
