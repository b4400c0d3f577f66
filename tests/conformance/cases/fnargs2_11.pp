notify { "x": message => [upcase({a=>true})] }
