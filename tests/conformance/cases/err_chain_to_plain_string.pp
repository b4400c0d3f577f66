notify { "a": } -> "not a ref"
