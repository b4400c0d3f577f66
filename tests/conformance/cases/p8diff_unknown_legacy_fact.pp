# A top-scope variable of a fact the node lacks
notify { 'x': message => "f=${::no_such_fact}" }
