notify { "a": ; }
