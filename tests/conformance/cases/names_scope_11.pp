notify { "a": noop => true, noop => false }
