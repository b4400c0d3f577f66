include a -> Class["b"]
