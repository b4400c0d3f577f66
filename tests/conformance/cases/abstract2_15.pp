notify { 'a': } -> Resource['notify'] { 'b': } -> Notify['a']
