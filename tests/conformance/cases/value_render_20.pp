notify { "x": message => [Sensitive('s')] }
