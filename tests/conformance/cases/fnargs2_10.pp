notify { "x": message => [downcase([true])] }
