notify { join([1], '-', 3): }
