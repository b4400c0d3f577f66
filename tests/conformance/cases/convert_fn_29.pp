notify { "x": message => String('%s-%d' % ['a', 1]) }
