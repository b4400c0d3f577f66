notify { 'a': subscribe => Notify['b'] }
notify { 'b': notify => Notify['c'] }
notify { 'c': }
