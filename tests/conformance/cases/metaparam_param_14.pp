notify { "a": require => 1 }
