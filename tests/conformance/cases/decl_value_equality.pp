$x = notify { 'a': } == [Notify['a']]
notify { "eq=${x}": }
