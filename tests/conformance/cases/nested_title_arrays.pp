$titles = ['a', ['b', 'c']]
notify { $titles: }
