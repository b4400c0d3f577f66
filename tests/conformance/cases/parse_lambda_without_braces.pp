[1,2].each |$x| notify { 'a': }
