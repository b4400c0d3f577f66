notify { "n": message => Timespan }
