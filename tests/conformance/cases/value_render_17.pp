notify { "x": message => Notify }
