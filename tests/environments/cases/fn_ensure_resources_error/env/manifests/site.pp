ensure_resources('user', 'alice')
