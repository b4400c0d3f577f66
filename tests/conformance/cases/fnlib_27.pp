notify { "x": message => [empty(""), empty([]), empty({}), empty(undef), empty(0)] }
