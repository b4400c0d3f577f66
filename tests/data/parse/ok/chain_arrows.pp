notify { 'a': } -> notify { 'b': } ~> notify { 'c': }
notify { 'd': }
notify { 'e': }
Notify['e'] <- Notify['d']
Notify['a'] <~ Notify['e']
