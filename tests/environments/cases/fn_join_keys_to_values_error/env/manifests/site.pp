$x = join_keys_to_values(['a'], ',')
