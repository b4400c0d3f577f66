notify { "n": message => Notify }
