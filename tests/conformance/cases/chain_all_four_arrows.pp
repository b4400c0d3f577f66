notify { 'a': } -> notify { 'b': } ~> notify { 'c': }
notify { 'd': } <- notify { 'e': }
notify { 'f': } <~ notify { 'g': }
