stdlib::ensure_packages([''])
