$x = delete_regex(5, 'a')
