notify { 'a': } -> 'string'
