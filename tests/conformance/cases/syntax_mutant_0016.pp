notify { "x: message => [strip(["a ", 1])] }
