notify { 'n': message => [1, [Notify[x], Notify[y]]] }
