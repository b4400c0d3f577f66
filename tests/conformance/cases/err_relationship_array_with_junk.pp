notify { "a": require => ["Notify[a]", "junk"] }
