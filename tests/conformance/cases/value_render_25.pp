notify { "x": message => 'back\\slash' }
