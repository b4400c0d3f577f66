notify { 'a': ; default: message => 'x' }
notify { 'b': ; default: message => 'y' }
