notify { 'a': } -> 
