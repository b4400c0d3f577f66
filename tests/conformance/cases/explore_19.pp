notify { 'a': } -> notify { 'b': } ~> notify { 'c': }
Notify['c'] <- Notify['a']
