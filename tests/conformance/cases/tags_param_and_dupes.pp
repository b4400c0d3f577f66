notify { 'n': tag => ['A', 'a', 'b::c', 'b'] }
