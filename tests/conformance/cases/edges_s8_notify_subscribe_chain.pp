notify { 'a': } ~> notify { 'b': } ~> notify { 'c': }
Notify['a'] -> Notify['c']
notify { 'd': subscribe => Notify['a'], notify => Notify['b'] }
