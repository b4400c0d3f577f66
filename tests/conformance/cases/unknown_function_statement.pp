$e = epp_nonexistent_fn()
