notify { "n": message => Iterable }
