notify { join([1, 2.5, true, undef, 'x'], '|'): }
