notify { "x": message => $environment }
