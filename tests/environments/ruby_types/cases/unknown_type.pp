rt_missing { 'a': }
