notify { 'x': tag => ['Upper', 'a::b'] }
